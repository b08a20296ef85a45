"""The in-memory IR: modules, functions, blocks, items, operands and modifiers."""

from stinkytofu_opt.ir.operands import (
    FloatLit, HexLit, HwReg, Ident, IntLit, Operand, Register, StrLit,
)
from stinkytofu_opt.ir.modifiers import Modifier
from stinkytofu_opt.ir.core import (
    Block, Directive, Function, Instruction, Item, Label, Module, SourceLoc,
)

__all__ = [
    "Block", "Directive", "FloatLit", "Function", "HexLit", "HwReg", "Ident",
    "Instruction", "IntLit", "Item", "Label", "Modifier", "Module", "Operand",
    "Register", "SourceLoc", "StrLit",
]

"""Check one input file, in the calling process: unpack it, disassemble each
code object once, read and validate each kernel. Returns plain data (lists and
dicts, as ``--json`` writes them), so that worker processes can send it back."""

from __future__ import annotations

import os
import struct
import tempfile
import time
from bisect import bisect_left

from stinkytofu_opt.waitcheck.containers import (DEFAULT_LIMIT, ELF_MAGIC, EM_AMDGPU,
                                                 ContainerError, Member, unpack)
from stinkytofu_opt.waitcheck.reading import (is_regular, open_input, read_bounded,
                                              refuse_oversized)

_RAW = "RAW on "
MAX_UNREAD_LISTED = 20   # per kernel; the count is always complete


def check_file(task) -> dict:
    """``task`` = (seq, path, arch override, objdump, part, parts[, size limit]):
    {"objects": [...], "kernels": [...], "errors": [...], "warnings": [...]} for the file,
    or for its ``part``-th of ``parts`` shares of each code object's kernels (contiguous,
    in address order), so that a large file spreads over several workers. Part 0 also
    reports the file's code objects and the errors every part would meet. Never raises:
    a failure of this program is an error record saying "internal error"."""
    seq, path, arch, objdump, part, parts, *rest = task
    limit = rest[0] if rest else DEFAULT_LIMIT
    result: dict = {"objects": [], "kernels": [], "errors": [], "warnings": []}
    try:
        _check_file(seq, path, arch, objdump, part, parts, limit, result)
    except Exception as exc:  # noqa: BLE001 - one file's failure never ends the scan
        result["errors"].append(internal_error(seq, path, part, f"{type(exc).__name__}: {exc}"))
    return result


def internal_error(seq, path, part, what) -> dict:
    """The error record of a failure of this program while checking ``path``."""
    error = _error(seq + [-1, part], path, "", f"internal error: {what} (please report this)")
    error["internal"] = True
    return error


def _check_file(seq, path, arch, objdump, part, parts, limit, result) -> None:
    first = part == 0
    try:
        with open_input(path) as f:
            if not path.endswith(".s") and _is_amdgpu_elf(f):
                # read as needed (headers, symbols): a share never reads the whole file
                refuse_oversized(f, limit)   # (llvm-objdump's listing grows with it)
                _check_members(seq, path, [Member("", f)], arch, objdump, part, parts, result)
                return
            data = read_bounded(f, limit)
    except OSError as exc:
        if first:
            result["errors"].append(_error(seq, path, "", exc.strerror or str(exc)))
        return
    except ContainerError as exc:
        if first:
            result["errors"].append(_error(seq, path, "", str(exc)))
        return
    if path.endswith(".s"):
        if first:
            _check_assembly(seq, path, data, arch, result)
        return
    try:
        members = unpack(data, limit)
    except ContainerError as exc:
        if first:
            result["errors"].append(_error(seq, path, "", str(exc)))
        return
    _check_members(seq, path, members, arch, objdump, part, parts, result)


def _is_amdgpu_elf(f) -> bool:
    """A regular file holding an AMDGPU ELF (not a host ELF with bundles inside)."""
    if not is_regular(f):
        return False
    head = f.read(20)
    f.seek(0)
    return len(head) == 20 and head.startswith(ELF_MAGIC) and \
        struct.unpack_from("<H", head, 18)[0] == EM_AMDGPU


def _check_members(seq, path, members, arch, objdump, part, parts, result) -> None:
    from stinkytofu_opt.text.diagnostics import InputError
    first = part == 0
    for index, member in enumerate(members):
        try:
            _check_member(seq + [index], path, member, arch, objdump, part, parts, result)
        except ContainerError as exc:
            if first:
                result["errors"].append(_error(seq + [index], path, member.where, str(exc)))
        except _PartError as exc:   # met by this part alone (its own llvm-objdump run)
            result["errors"].append(_error(seq + [index] + ([part] if part else []), path,
                                           member.where, str(exc)))
        except InputError as exc:   # the reader refused a kernel: located, not a traceback
            result["errors"].append(_error(seq + [index] + ([part] if part else []), path,
                                           member.where, _first(exc)))


class _PartError(Exception):
    pass


def _first(exc) -> str:
    return exc.diagnostics[0].render().splitlines()[0] if exc.diagnostics else str(exc)


def _error(seq, path, where, message) -> dict:
    return {"seq": seq, "file": path, "member": where, "message": message}


# what fills the space between functions: never a kernel's code
_PADDING = ("s_nop", "s_code_end")


def _check_member(seq, path, member, arch, objdump, part, parts, result) -> None:
    from stinkytofu_opt.passes.waits.calling_convention import mark
    from stinkytofu_opt.target import get_target
    from stinkytofu_opt.waitcheck import objdump as disasm
    from stinkytofu_opt.waitcheck.disassembly import kernel_text, read
    from stinkytofu_opt.waitcheck.elf_image import read_code_object
    from stinkytofu_opt.waitcheck.machines import choose_target

    on_disk = not isinstance(member.data, (bytes, bytearray))   # the scanned file itself
    info = read_code_object(member.data)
    try:
        arch_name, chosen_by = choose_target(info.e_flags, member.triple, arch)
    except ValueError as exc:
        raise ContainerError(str(exc)) from None
    target = get_target(arch_name)
    try:
        objdump = disasm.choose(objdump, info.e_flags, arch_name)
    except disasm.ObjdumpMissing as exc:
        raise ContainerError(str(exc)) from None
    if part == 0:
        result["objects"].append({"seq": seq, "file": path, "member": member.where,
                                  "target": arch_name, "target_from": chosen_by,
                                  "objdump": objdump, "kernels": sum(k.symbol for k in info.kernels)})
    count = len(info.kernels)
    first, last = part * count // parts, (part + 1) * count // parts
    kernels = info.kernels[first:last]
    if not kernels:
        return
    # a share disassembles only its address range (kernels sort by section, then address;
    # relocatable sections overlap in addresses, which the slicing below tells apart)
    span = None if parts == 1 else (min(k.start for k in kernels), max(k.end for k in kernels))
    try:
        if on_disk:
            sections = disasm.disassemble(objdump, path, span)
        else:
            with tempfile.TemporaryDirectory(prefix="waitcheck-") as tmp:
                image = os.path.join(tmp, "member.o")
                with open(image, "wb") as f:
                    f.write(member.data)
                sections = disasm.disassemble(objdump, image, span)
    except ContainerError as exc:
        if part == 0:
            raise
        raise _PartError(str(exc)) from None
    addresses = {name: [line.address for line in lines] for name, lines in sections.items()}
    name = f"{path}[{member.where}]" if member.where else path
    for index, kernel in enumerate(kernels, first):
        started = time.perf_counter()
        # llvm-objdump lists a section in address order: a kernel is a slice of it
        where = addresses.get(kernel.section, [])
        lines = sections.get(kernel.section, [])[bisect_left(where, kernel.start):
                                                 bisect_left(where, kernel.end)]
        incomplete = []
        if not kernel.symbol:
            if all(line.is_label or line.text.split()[0] in _PADDING for line in lines):
                continue   # alignment padding between functions
            offsets = f"{kernel.start - kernel.section_addr:x}-0x" \
                      f"{kernel.end - kernel.section_addr:x}"
            incomplete.append(f"no function symbol covers {kernel.section}+0x{offsets}: "
                              "checked as one region from its first word (its entry points "
                              "are not known)")
            result["warnings"].append(f"{name}: warning: {incomplete[-1]}")
        text, texts, offsets = kernel_text(lines, kernel.section_addr)
        positions = [(kernel.section, off) for off in offsets]
        kernel_read = read(text, f"{name}:{kernel.name}", target, texts, positions)
        kernel_read.function.name = kernel.name
        mark(kernel_read.function, kernel.name, info.declared_kernels)
        record = validate(kernel_read, target)
        record.update(seq=seq + [index], file=path, member=member.where, kernel=kernel.name,
                      target=arch_name, incomplete=incomplete)
        record["seconds"] = round(time.perf_counter() - started, 6)
        result["kernels"].append(_ordered(record))


def _check_assembly(seq, path, data, arch, result) -> None:
    """A ``.s`` file: each function is a kernel (the whole file when it declares none);
    positions are line numbers."""
    import re

    from stinkytofu_opt.passes.waits.calling_convention import mark
    from stinkytofu_opt.target import UnknownArchError, get_target
    from stinkytofu_opt.text.diagnostics import InputError
    from stinkytofu_opt.waitcheck.disassembly import read
    from stinkytofu_opt.waitcheck.source_kernels import functions

    text = data.decode("utf-8", "replace")
    if arch is None:
        m = re.search(r'\.amdgcn_target\s+"[^"]*?(gfx[0-9a-z]+)', text)
        arch = m.group(1) if m else None
    if arch is None:
        result["errors"].append(_error(seq, path, "", "no .amdgcn_target directive; pass --arch"))
        return
    try:
        target = get_target(arch)
    except UnknownArchError as exc:
        result["errors"].append(_error(seq, path, "", str(exc)))
        return
    kernels = functions(text) or [(None, text)]
    declared = frozenset(re.findall(r"^\s*\.amdhsa_kernel\s+([\w.$]+)", text, re.M))
    result["objects"].append({"seq": seq + [0], "file": path, "member": "", "target": arch,
                              "target_from": "--arch or .amdgcn_target",
                              "kernels": len(kernels)})
    for index, (name, kernel_text) in enumerate(kernels):
        started = time.perf_counter()
        texts = [line.strip() for line in kernel_text.splitlines()]
        positions = [("line", n) for n in range(1, len(texts) + 1)]
        try:
            kernel_read = read(kernel_text, path, target, texts, positions, disassembled=False)
        except InputError as exc:   # a located error, not a traceback
            result["errors"].append(_error(seq + [0], path, "", _first(exc)))
            return
        if name is not None:
            kernel_read.function.name = name
            mark(kernel_read.function, name, declared)
        record = validate(kernel_read, target)
        record.update(seq=seq + [0, index], file=path, member="", target=arch, incomplete=[],
                      kernel=name or kernel_read.function.name or os.path.basename(path))
        record["seconds"] = round(time.perf_counter() - started, 6)
        result["kernels"].append(_ordered(record))


_KEYS = ("seq", "file", "member", "kernel", "target", "instructions", "violations", "unread",
         "unread_count", "unproven", "incomplete", "summarized", "seconds")


def _ordered(record: dict) -> dict:
    return {k: record[k] for k in _KEYS}


def validate(kernel_read, target) -> dict:
    """Split the kernel into blocks, validate it, describe what was found."""
    from stinkytofu_opt.passes.control_flow.cfg_builder import CFGBuilderPass
    from stinkytofu_opt.passes.waits.validation.validator import CALLER, WaitCntValidator

    function = kernel_read.function
    CFGBuilderPass().run(function, None)
    # Compiled code runs on hardware, which carries tensor loads around loop back edges
    # (the insertion pass's default of not doing so is a policy, not a fact).
    validator = WaitCntValidator(function, strict_tensor_loops=True, target=target)
    violations = validator.run()

    def where(inst) -> dict:
        line = inst.loc.line - 1
        return _where(kernel_read.positions[line], kernel_read.texts[line])

    found = []
    for v in violations:
        hazard = v.hazard
        found.append({
            "counter": v.counter,
            "wait": v.counter_desc.wait_text(v.required),
            "register": hazard[len(_RAW):] if hazard.startswith(_RAW) else None,
            "hazard": hazard,
            "consumer": where(v.consumer),
            "producer": where(v.producer) if v.producer.opcode != CALLER else
            dict(where(v.producer), text=f"the caller's operations, in flight at the entry of "
                                         f"'{function.name}' (calling convention)"),
            "other_producers": len(v.others),
        })
    found.sort(key=lambda r: (_key(r["consumer"]), r["counter"]))
    unread = kernel_read.unread
    return {
        "instructions": kernel_read.instructions,
        "violations": found,
        "unread": [dict(_where(p, t), why=why) for p, t, why in unread[:MAX_UNREAD_LISTED]],
        "unread_count": len(unread),
        "unproven": validator.unconverged,
        "summarized": bool(validator.summarized),
    }


def _where(position, text) -> dict:
    kind, value = position
    if kind == "line":
        return {"line": value, "text": text}
    return {"section": kind, "offset": value, "text": text}


def _key(where) -> tuple:
    return (where.get("section", ""), where.get("offset", where.get("line", 0)))

"""``--diagnostics-format=text|json|sarif`` (as clang's ``-fdiagnostics-format``): the
diagnostics of a run as one machine-readable document on stderr.

* ``text``: ``file:line:col: level: message``, the source line and a caret (the default).
* ``json``: ``{"diagnostics": [{"level", "message", "file", "line", "column",
  "source_line", "notes": [...]}]}``; each note follows the error or warning it explains.
* ``sarif``: SARIF 2.1.0 (OASIS), which GitHub code scanning and SARIF viewers load: one
  run of the tool, one result per error or warning (remarks as ``note``), its physical
  location (the ``.s`` or ``.stir`` file, line and column) and its notes as related
  locations. ``stinkytofu-waitcheck`` gives a code object's offsets as logical locations
  (``file[member]:kernel+0xOFFSET``).

Rules (``ruleId``) name the kind of finding: ``missing-wait``, ``cannot-verify``, or the
level (``error``, ``warning``, ``remark``) for the others.
"""

from __future__ import annotations

import json
import sys

from stinkytofu_opt.text.diagnostics import Diagnostic
from stinkytofu_opt.verify_diagnostics import CollectingDiagnosticEngine

FORMATS = ("text", "json", "sarif")
SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
_INFO_URI = "https://github.com/ROCm/rocm-libraries"
_LEVEL = {"error": "error", "warning": "warning", "remark": "note", "note": "note"}
_RULES = {
    "missing-wait": "A memory operation is still in flight where its result or its "
                    "ordering is needed: a wait instruction is missing.",
    "cannot-verify": "An instruction's registers cannot be read, so no wait it needs can be "
                     "proven.",
    "error": "An error.",
    "warning": "A warning.",
    "remark": "A remark.",
}


def rule_of(level: str, message: str) -> str:
    if message.startswith("missing "):
        return "missing-wait"
    if "cannot verify" in message:
        return "cannot-verify"
    return level if level in _RULES else "remark"


def grouped(diagnostics) -> list[tuple]:
    """(diagnostic, its notes) in order: a note belongs to the diagnostic before it."""
    out: list[tuple] = []
    for diag in diagnostics:
        if diag.level == "note" and out:
            out[-1][1].append(diag)
        else:
            out.append((diag, []))
    return out


def _json_entry(diag) -> dict:
    entry = {"level": diag.level, "message": diag.message}
    if diag.loc is not None:
        entry.update(file=diag.loc.file, line=diag.loc.line, column=diag.loc.col)
        if diag.source_line is not None:
            entry["source_line"] = diag.source_line.rstrip("\r\n")
    return entry


def to_json(diagnostics) -> str:
    entries = []
    for diag, notes in grouped(diagnostics):
        entry = _json_entry(diag)
        entry["notes"] = [_json_entry(n) for n in notes]
        entries.append(entry)
    return json.dumps({"diagnostics": entries}, indent=2) + "\n"


def physical(loc) -> dict:
    return {"physicalLocation": {"artifactLocation": {"uri": _uri(loc.file)},
                                 "region": {"startLine": loc.line,
                                            "startColumn": max(loc.col, 1)}}}


def logical(qualified: str, name: str) -> dict:
    """A place in a code object: ``file[member]:section+0xOFFSET`` in function ``name``."""
    return {"logicalLocations": [{"name": name, "fullyQualifiedName": qualified,
                                  "kind": "function"}]}


def _uri(path: str) -> str:
    return path.replace("\\", "/")


def sarif_result(level: str, message: str, locations: list[dict],
                 related: list[tuple[str, list[dict]]] = ()) -> dict:
    """One SARIF result: ``locations`` from ``physical``/``logical``; ``related``:
    (message, locations) per note."""
    result = {"ruleId": rule_of(level, message), "level": _LEVEL.get(level, "note"),
              "message": {"text": message}, "locations": locations}
    if related:
        result["relatedLocations"] = [
            dict(loc, id=i, message={"text": text})
            for i, (text, locs) in enumerate(related) for loc in locs[:1]]
    return result


def sarif_document(tool: str, version: str, results: list[dict]) -> str:
    used = sorted({r["ruleId"] for r in results})
    doc = {
        "$schema": SARIF_SCHEMA,
        "version": "2.1.0",
        "runs": [{
            "tool": {"driver": {
                "name": tool, "version": version, "informationUri": _INFO_URI,
                "rules": [{"id": rule, "shortDescription": {"text": _RULES[rule]}}
                          for rule in used]}},
            "results": results,
        }],
    }
    return json.dumps(doc, indent=2) + "\n"


def to_sarif(diagnostics, tool: str, version: str) -> str:
    results = []
    for diag, notes in grouped(diagnostics):
        locations = [physical(diag.loc)] if diag.loc is not None else []
        related = [(n.message, [physical(n.loc)]) for n in notes if n.loc is not None]
        results.append(sarif_result(diag.level, diag.message, locations, related))
    return sarif_document(tool, version, results)


def render(diagnostics, fmt: str, tool: str, version: str) -> str:
    if fmt == "json":
        return to_json(diagnostics)
    if fmt == "sarif":
        return to_sarif(diagnostics, tool, version)
    return "".join(d.render() + "\n" for d in diagnostics)


class StructuredDiagnostics(CollectingDiagnosticEngine):
    """Keeps every diagnostic for one document at the end of the run. The check passes'
    reference-format reports repeat their diagnostics and are left out; a report with no
    diagnostic behind it (``matched=False``) becomes a remark."""

    def write_report(self, text: str, matched: bool = True) -> None:
        self.flush()
        if not matched:
            self.collected.append(Diagnostic("remark", text.rstrip("\n")))

    def add(self, diagnostics) -> None:
        """Diagnostics raised with an error, those not collected yet."""
        self.flush()
        seen = {id(d) for d in self.collected}
        self.collected.extend(d for d in diagnostics if id(d) not in seen)

    def write(self, fmt: str, tool: str, version: str, stream=None) -> None:
        self.flush()
        stream = stream or sys.stderr
        if stream is not None:
            stream.write(render(self.collected, fmt, tool, version))

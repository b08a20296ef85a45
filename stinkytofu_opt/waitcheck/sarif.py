"""A scan's findings as SARIF 2.1.0 (``--diagnostics-format=sarif``): one result per
missing wait (a ``.s`` file's line as a physical location; a code object's offset as a
logical location, ``file[member]:.text+0xOFFSET`` in the kernel, beside the file), one warning
per kernel not fully checked, one error per unreadable input."""

from __future__ import annotations

from stinkytofu_opt.diagnostic_formats import logical, sarif_document, sarif_result
from stinkytofu_opt.waitcheck.report import where


def _file(record: dict) -> str:
    return record["file"].replace("\\", "/")


def _location(record: dict, at: dict) -> dict:
    """A physical location for a source line, else the code object's file with the
    offset as a logical location."""
    artifact = {"artifactLocation": {"uri": _file(record)}}
    if "line" in at:
        return {"physicalLocation": dict(artifact, region={"startLine": at["line"]})}
    member = f"[{record['member']}]" if record["member"] else ""
    qualified = f"{record['file']}{member}:{where(at)}"
    return dict(logical(qualified, record["kernel"]), physicalLocation=artifact)


def document(doc: dict, tool: str, version: str) -> str:
    results = []
    for k in doc["kernels"]:
        for v in k["violations"]:
            what = f"before use of {v['register']}" if v["register"] is not None \
                else f"({v['hazard']})"
            message = (f"missing {v['wait']} {what} in {k['kernel']} ({k['target']}): "
                       f"'{v['consumer']['text']}' needs '{v['producer']['text']}' at "
                       f"{where(v['producer'])}")
            results.append(sarif_result(
                "error", message, [_location(k, v["consumer"])],
                [(f"producer: {v['producer']['text']}", [_location(k, v["producer"])])]))
        if k["unread_count"] or k["unproven"]:
            first = k["unread"][0] if k["unread"] else None
            why = (f"{k['unread_count']} instruction(s) not read ({first['why']})" if first
                   else "the dataflow did not converge")
            at = [_location(k, first)] if first else []
            results.append(sarif_result("warning", f"{k['kernel']} ({k['target']}) not fully "
                                                   f"checked: {why}", at))
    for e in doc["errors"]:
        results.append(sarif_result("error", e["message"],
                                    [{"physicalLocation": {"artifactLocation":
                                                           {"uri": _file(e)}}}]))
    return sarif_document(tool, version, results)

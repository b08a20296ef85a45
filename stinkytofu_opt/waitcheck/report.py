"""What a scan prints: each kernel's reports in Waitcheck's shape, the summary
table, the ``--json`` document, and the merge of several of them."""

from __future__ import annotations

import json

JSON_FORMAT = "stinkytofu-waitcheck/1"


def where(w: dict) -> str:
    if "line" in w:
        return f"line {w['line']}"
    return f"{w['section']}+0x{w['offset']:x}"


def _name(record: dict) -> str:
    return f"{record['file']}[{record['member']}]" if record["member"] else record["file"]


def one_line(text: str) -> str:
    """``text`` with control characters escaped (names read from a damaged file may
    hold any byte): one report line stays one line."""
    return "".join(c if c.isprintable() or c == "\t" else f"\\x{ord(c):02x}" for c in text)


def kernel_report(k: dict) -> str:
    """The report of one kernel ('' when it is clean and fully read)."""
    lines = []
    for v in k["violations"]:
        what = f"before use of {v['register']}" if v["register"] is not None \
            else f"({v['hazard']})"
        lines.append(f"{where(v['consumer'])}: missing {v['wait']} {what}")
        lines.append(f"  producer {where(v['producer'])}: {v['producer']['text']}")
        lines.append(f"  consumer {where(v['consumer'])}: {v['consumer']['text']}")
        if v["other_producers"]:
            lines.append(f"  ({v['other_producers']} other in-flight producer(s) on "
                         f"{v['counter']} also reach it)")
    if k["unread_count"]:
        first = k["unread"][0]
        lines.append(f"{where(first)}: not checked: {k['unread_count']} instruction(s) not "
                     f"read ({first['why']}: {first['text']}); a wait they need is not proven")
    if k["unproven"]:
        lines.append("not checked: the dataflow did not converge; the waits are not proven")
    lines += [f"not fully checked: {why}" for why in k.get("incomplete", ())]
    if k["summarized"] and k["violations"]:
        lines.append("note: in-flight operations were merged into summaries; a report above "
                     "may be a false positive")
    if not lines:
        return ""
    head = one_line(f"{_name(k)}: {k['kernel']} ({k['target']}): "
                    f"{len(k['violations'])} missing wait(s)")
    if not fully_read(k):
        head += ", not fully checked"
    return "\n".join([head] + lines) + "\n"


def error_line(e: dict) -> str:
    return one_line(f"{_name(e)}: error: {e['message']}")


def fully_read(k: dict) -> bool:
    return not (k["unread_count"] or k["unproven"] or k.get("incomplete"))


def has_reports(k: dict) -> bool:
    return bool(k["violations"]) or not fully_read(k)


def summary(doc: dict) -> str:
    kernels = doc["kernels"]
    by_counter: dict[str, int] = {}
    for k in kernels:
        for v in k["violations"]:
            by_counter[v["counter"]] = by_counter.get(v["counter"], 0) + 1
    rows = [("code objects", len(doc["objects"])),
            ("kernels", len(kernels)),
            ("instructions", sum(k["instructions"] for k in kernels)),
            ("kernels with reports", sum(1 for k in kernels if has_reports(k))),
            ("kernels not fully read", sum(1 for k in kernels if not fully_read(k))),
            ("missing waits", sum(by_counter.values()))]
    rows += [(f"  on {c}", n) for c, n in sorted(by_counter.items())]
    rows.append(("unreadable inputs", len(doc["errors"])))
    width = max(len(r[0]) for r in rows)
    return "summary\n" + "".join(f"  {label:<{width}}  {n:>9}\n" for label, n in rows)


# Exit statuses (README "Checking compiled kernels").
CLEAN, REPORTS, UNREADABLE, INTERNAL_ERROR = 0, 1, 2, 3


def exit_status(doc: dict) -> int:
    """The most serious of: an internal error, an unreadable input, a missing wait or a
    kernel not fully checked, else clean."""
    if any(e.get("internal") for e in doc["errors"]):
        return INTERNAL_ERROR
    if doc["errors"]:
        return UNREADABLE
    return REPORTS if any(has_reports(k) for k in doc["kernels"]) else CLEAN


def document(objects, kernels, errors, shard=None) -> dict:
    doc = {"format": JSON_FORMAT, "objects": objects, "kernels": kernels, "errors": errors}
    if shard is not None:
        doc["shard"] = shard
    return doc


class MergeError(Exception):
    pass


def merge(docs: list[tuple[str, dict]]) -> dict:
    """One document from several (shards of one scan): records sorted by their scan
    order (``seq``); a record found twice is an error."""
    objects, kernels, errors = [], [], []
    for name, doc in docs:
        if not isinstance(doc, dict) or doc.get("format") != JSON_FORMAT:
            raise MergeError(f"{name}: not a stinkytofu-waitcheck --json file")
        objects += doc["objects"]
        kernels += doc["kernels"]
        errors += doc["errors"]
    for records, what in ((objects, "code object"), (kernels, "kernel"), (errors, "error")):
        records.sort(key=lambda r: r["seq"])
        for a, b in zip(records, records[1:]):
            if a["seq"] == b["seq"]:
                named = " ".join(filter(None, (what, _name(b), b.get("kernel"))))
                raise MergeError(f"{named} is in two inputs (the same shard twice?)")
    return document(objects, kernels, errors)


def write_json(doc: dict, path: str) -> None:
    import os
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        json.dump(doc, f, indent=1)
        f.write("\n")
    os.replace(tmp, path)

#!/usr/bin/env python3
"""Divides the heap at the peak of a `valgrind --tool=massif` run of navc among its stages.

Each allocation of the peak snapshot counts for the first navc module on its stack, from the
allocation outwards, skipping the shared helpers of NavSource and the command line of NavTool
(a string that a NavSource helper makes for the checker counts for the checker). What massif
groups as "below threshold" has no stack and is shown apart.

Usage:
    valgrind --tool=massif --massif-out-file=/tmp/massif.out navc build app.nav -o /tmp/out
    Benchmarks/heap-by-stage.py /tmp/massif.out
"""
import re
import sys

STAGES = ["NavSyntax", "NavSemantics", "NavPlan", "NavSwift", "NavCodegen", "NavDriver", "NavGraph"]
HELPERS = ["NavSource", "NavTool"]


def peak_snapshot(text):
    """The lines of the heap tree of the snapshot massif marked as the peak."""
    for block in text.split("snapshot="):
        if "heap_tree=peak" in block:
            return [line for line in block.split("\n") if re.match(r"\s*n\d+:", line)]
    sys.exit("error: the file has no peak snapshot (run massif with its default options)")


def owner(stack):
    """The stage an allocation with this stack (allocation first) counts for."""
    for modules in (STAGES, HELPERS):
        for frame in stack:
            for module in modules:
                if module in frame:
                    return module
    return "below threshold" if "below massif's threshold" in stack[-1] else "other"


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    totals = {}
    stack = []
    for line in peak_snapshot(open(sys.argv[1]).read()):
        depth = len(line) - len(line.lstrip())
        match = re.match(r"\s*n(\d+): (\d+) (.*)", line)
        children, size, frame = int(match.group(1)), int(match.group(2)), match.group(3)
        stack = stack[:depth] + [frame]
        if children == 0:
            stage = owner(stack[1:])
            totals[stage] = totals.get(stage, 0) + size
    total = sum(totals.values())
    for stage, size in sorted(totals.items(), key=lambda item: -item[1]):
        print(f"{stage:16s} {size / 1e6:9.1f} MB {100 * size / total:5.1f} %")
    print(f"{'total':16s} {total / 1e6:9.1f} MB")


if __name__ == "__main__":
    main()

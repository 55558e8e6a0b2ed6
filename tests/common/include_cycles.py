#!/usr/bin/env python3
"""Fails when the `#include "..."` lines of a source tree go round in a circle (docs/architecture.md §9).

    include_cycles.py [--files] TREE [ROOT...]

TREE is the folder checked (shell/); it and every ROOT are folders the build puts on the include path (core/): an
include is looked up beside the including file, then under TREE and each ROOT. Includes that resolve to no file
of these folders (ImGui, SDL, the standard library) are left out, and so are cycles that stay inside a ROOT. The
nodes are units, not files: `x.h` and `x.cpp` are one unit `x`, so `x.cpp` including `y.h` while `y.h` (or `y.cpp`)
includes `x.h` is a cycle too: the two units cannot be understood, tested or moved one without the other. With
--files the nodes are files (a cycle of headers only). A cycle is printed as "include cycle: a -> b -> a" with each step's file, and the exit status
is 1; tests/common/include_cycles/ holds the fixture trees that prove a cycle is caught."""
import pathlib
import re
import sys

INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)
SUFFIXES = {'.h', '.hpp', '.cpp', '.cc', '.inc'}


FILES = False


def unit(path):
    return path if FILES else path.with_suffix('')


def scan(roots):
    """Returns {unit: {unit: (file, include)}}, the arrows between units and the file line that makes each."""
    files = [f for root in roots for f in sorted(root.rglob('*')) if f.suffix in SUFFIXES and f.is_file()]
    known = {f.resolve() for f in files}
    arrows = {}
    for f in files:
        source = unit(f.resolve())
        arrows.setdefault(source, {})
        for name in INCLUDE.findall(f.read_text(encoding='utf-8', errors='replace')):
            for base in [f.parent, *roots]:
                target = (base / name).resolve()
                if target in known:
                    if unit(target) != source:
                        arrows[source].setdefault(unit(target), (f, name))
                    break
    return arrows


def cycles(arrows):
    """Tarjan's strongly connected components with more than one unit, each as one closed path through it."""
    index, low, stack, on_stack, found = {}, {}, [], set(), []

    def visit(v):
        work = [(v, iter(sorted(arrows.get(v, {}))))]
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        while work:
            node, children = work[-1]
            for w in children:
                if w not in index:
                    index[w] = low[w] = len(index)
                    stack.append(w)
                    on_stack.add(w)
                    work.append((w, iter(sorted(arrows.get(w, {})))))
                    break
                if w in on_stack:
                    low[node] = min(low[node], index[w])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    component = set()
                    while True:
                        w = stack.pop()
                        on_stack.discard(w)
                        component.add(w)
                        if w == node:
                            break
                    if len(component) > 1:
                        found.append(path_in(component, arrows))

    for v in sorted(arrows):
        if v not in index:
            visit(v)
    return found


def path_in(component, arrows):
    """A closed path inside one component: breadth-first from its smallest unit back to itself."""
    start = min(component)
    previous = {start: None}
    queue = [start]
    while queue:
        v = queue.pop(0)
        for w in sorted(arrows[v]):
            if w == start:
                path = [v]
                while previous[path[-1]] is not None:
                    path.append(previous[path[-1]])
                return list(reversed(path)) + [start]
            if w in component and w not in previous:
                previous[w] = v
                queue.append(w)
    return [start, start]


def main(argv):
    global FILES
    args = argv[1:]
    FILES = bool(args) and args[0] == '--files'
    roots = [pathlib.Path(a).resolve() for a in args[FILES:]]
    if not roots or not all(r.is_dir() for r in roots):
        print('usage: include_cycles.py [--files] TREE [ROOT...]', file=sys.stderr)
        return 2
    arrows = scan(roots)
    top = pathlib.Path(*pathlib.Path(roots[0]).parts[:-1])

    def name(u):
        return str(u.relative_to(top)) if u.is_relative_to(top) else str(u)

    found = [path for path in cycles(arrows) if any(u.is_relative_to(roots[0]) for u in path)]
    for path in found:
        steps = ', '.join(f'{name(unit(arrows[a][b][0]))}{arrows[a][b][0].suffix} includes "{arrows[a][b][1]}"'
                          for a, b in zip(path, path[1:]))
        print(f'include cycle: {" -> ".join(name(u) for u in path)} ({steps})')
    count = sum(len(v) for v in arrows.values())
    if found:
        print(f'{len(found)} include cycle(s) among {len(arrows)} units; an arrow must go one way only', file=sys.stderr)
        return 1
    print(f'no include cycle among {len(arrows)} {"files" if FILES else "units"} ({count} arrows)')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))

#!/usr/bin/env bash
# repoint-citations.sh rewrites every citation of the reference notes to the
# copies inside the repository, in one module-root form:
#
#   ../shared/reference/ptx.md §2.1      → docs/reference/ptx.md §2.1
#   ../../../shared/reference/amdgpu.md  → docs/reference/amdgpu.md
#   reference/semantics.md §2.2          → docs/reference/semantics.md §2.2
#   ptx.md table 1.2                     → docs/reference/ptx.md table 1.2
#
# for the notes ptx, amdgpu, semantics, validation and style, in every tracked
# .go, .txt, .ptx, .s, .ll, .tile and .md file outside docs/reference (Go
# code, generators, golden headers and txtar scripts alike, so that goldens
# and generated files stay equal to what their generators write). It then
# gofmt's the Go files it changed (a longer string can move an aligned
# comment) and switches internal/citations to strict mode, where a citation
# in any other form fails the test.
#
# Run it from anywhere inside the repository; it is idempotent. Afterwards:
#   go generate ./... && git diff --stat   # generated files must not change
#   go test ./...
set -euo pipefail
cd "$(git rev-parse --show-toplevel)"

strict_test=internal/citations/citations_test.go

mapfile -t files < <(git ls-files -- '*.go' '*.txt' '*.ptx' '*.s' '*.ll' '*.tile' '*.md' |
  grep -v -e '^docs/reference/' -e "^$strict_test\$")

changed=()
for f in "${files[@]}"; do
  [ -f "$f" ] || continue
  # A path form: any ../ prefix, an optional shared/ and reference/ (but not
  # docs/reference/ already). A bare form: the file name alone, not preceded
  # by a path, word or dot character.
  if perl -0777 -i.repoint-bak -pe '
      s{(?<![\w/.-])(?:\.\./)*(?:shared/)?reference/(ptx|amdgpu|semantics|validation|style)\.md}{docs/reference/$1.md}g;
      s{(?<![\w/.-])(ptx|amdgpu|semantics|validation|style)\.md\b}{docs/reference/$1.md}g;
    ' "$f"; then
    if ! cmp -s "$f" "$f.repoint-bak"; then
      changed+=("$f")
    fi
    rm -f "$f.repoint-bak"
  fi
done

gofiles=()
for f in "${changed[@]}"; do
  case "$f" in *.go) gofiles+=("$f") ;; esac
done
if [ ${#gofiles[@]} -gt 0 ]; then
  gofmt -w "${gofiles[@]}"
fi

if [ -f "$strict_test" ]; then
  perl -i -pe 's/^const repointed = false$/const repointed = true/' "$strict_test"
fi

echo "repoint-citations: ${#changed[@]} files rewritten (${#gofiles[@]} Go files gofmt'd); $strict_test is strict"

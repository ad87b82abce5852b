package ptx_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/lowerc/lowerc/internal/oracle"
	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/targets/ptx"
	"github.com/lowerc/lowerc/verify"
)

// goldenInputs lists the tile files of testdata/lower.
func goldenInputs(t testing.TB) []string {
	t.Helper()
	files, err := filepath.Glob("testdata/lower/*.tile")
	if err != nil || len(files) == 0 {
		t.Fatalf("no tile files in testdata/lower: %v", err)
	}
	return files
}

func parseFile(t testing.TB, file string) *ir.Module {
	t.Helper()
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	return parseSrc(t, file, src)
}

func parseSrc(t testing.TB, file string, src []byte) *ir.Module {
	t.Helper()
	m, err := ir.Parse(file, src)
	if err != nil {
		t.Fatalf("parse %s: %v", file, err)
	}
	return m
}

func verifies(m *ir.Module, b *ptx.Backend) bool { return len(verify.Module(m, b)) == 0 }

func newBackend(t testing.TB, arch, version string) *ptx.Backend {
	t.Helper()
	b, err := ptx.New(arch, version)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// lower verifies and lowers m; every output ptxas 11.8 covers (sm_70 …
// sm_90, PTX ≤ 7.8) is also assembled by ptxas when the test ends, once per
// distinct module.
func lower(t testing.TB, m *ir.Module, b *ptx.Backend) *ptx.Result {
	t.Helper()
	if errs := verify.Module(m, b); len(errs) > 0 {
		t.Fatalf("verify for %s:\n%s", b.Name(), errs)
	}
	res, err := b.Lower(m)
	if err != nil {
		t.Fatalf("lower for %s: %v", b.Name(), err)
	}
	if ptxasCovers(res.Target, res.Version) {
		assembleLater(t, res)
	}
	return res
}

var assembled sync.Map // module text → true, once ptxas accepted it

func assembleLater(t testing.TB, res *ptx.Result) {
	if _, done := assembled.Load(string(res.PTX)); done {
		return
	}
	t.Cleanup(func() {
		if _, done := assembled.Load(string(res.PTX)); done {
			return
		}
		p, err := oracle.Lookup(oracle.Ptxas)
		if err != nil {
			if oracle.Required() {
				t.Errorf("%v; LOWERC_ORACLES=require makes this a failure", err)
			}
			return
		}
		if diag, err := assemble(t, p, res.Target, res.PTX); err != nil {
			t.Errorf("ptxas -arch %s rejects a lowering:\n%s\n%s", res.Target, diag, res.PTX)
			return
		}
		assembled.Store(string(res.PTX), true)
	})
}

// ptxasCovers reports whether ptxas 11.8 knows the target and version:
// PTX ISA up to 7.8, targets up to sm_90 (not the arch-specific sm_90a).
func ptxasCovers(arch string, v ptx.Version) bool {
	a, err := ptx.LookupArch(arch)
	if err != nil {
		return false
	}
	return a.SM <= 90 && !strings.HasSuffix(arch, "a") && !(ptx.Version{Major: 7, Minor: 8}).Less(v)
}

// assemble runs ptxas on a module and returns its diagnostics; err is
// non-nil when ptxas rejects the module.
func assemble(t testing.TB, ptxas, arch string, src []byte) (string, error) {
	t.Helper()
	dir := t.TempDir()
	in := filepath.Join(dir, "in.ptx")
	if err := os.WriteFile(in, src, 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := oracle.Run(ptxas, nil, "-arch", arch, in, "-o", filepath.Join(dir, "out.cubin"))
	if err != nil {
		return err.Error(), err
	}
	return string(out), nil
}

var ptxasLineRE = regexp.MustCompile(`line (\d+); error\s*: (.*)`)

// ptxasErrors maps line numbers to ptxas's error messages.
func ptxasErrors(diag string) map[int][]string {
	m := map[int][]string{}
	for _, line := range strings.Split(diag, "\n") {
		if g := ptxasLineRE.FindStringSubmatch(line); g != nil {
			n, _ := strconv.Atoi(g[1])
			m[n] = append(m[n], g[2])
		}
	}
	return m
}

// instrRE matches an emitted instruction line: optional guard, opcode,
// operands.
var instrRE = regexp.MustCompile(`^\t(@!?%p\d+ )?([a-z][a-zA-Z0-9.]*)(?: (.*))?;$`)

// instrs returns the instructions of a module with a given opcode and the
// number of their operands.
func instrs(src []byte, opcode string) (n2, n3, n4 int) {
	for _, line := range strings.Split(string(src), "\n") {
		g := instrRE.FindStringSubmatch(line)
		if g == nil || g[2] != opcode {
			continue
		}
		switch strings.Count(g[3], ",") + 1 {
		case 2:
			n2++
		case 3:
			n3++
		case 4:
			n4++
		}
	}
	return
}

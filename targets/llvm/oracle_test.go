package llvm

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/llir/llvm/asm"

	"github.com/lowerc/lowerc"
	"github.com/lowerc/lowerc/internal/oracle"
	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/verify"
)

var update = flag.Bool("update", false, "rewrite the golden .ll files (after opt-19 and llc-19 accept them)")

// The CPUs the issue names for llc.
var (
	testNVPTXCPUs = []string{"sm_70", "sm_80", "sm_90"}
	testAMDCPUs   = []string{"gfx908", "gfx942", "gfx1100", "gfx1200"}
)

func mustParse(t testing.TB, file, src string) *ir.Module {
	t.Helper()
	m, err := ir.Parse(file, []byte(src))
	if err != nil {
		t.Fatalf("parse %s: %v", file, err)
	}
	return m
}

// emit verifies m against the target and returns the IR text.
func emit(t testing.TB, m *ir.Module, opts Options) string {
	t.Helper()
	tg, err := New(opts)
	if err != nil {
		t.Fatal(err)
	}
	if errs := verify.Module(m, tg); len(errs) > 0 {
		t.Fatalf("verify for %s: %v", tg.Name(), errs)
	}
	var b strings.Builder
	if err := tg.Compile(m, &b); err != nil {
		t.Fatalf("compile for %s: %v", tg.Name(), err)
	}
	return b.String()
}

func writeTemp(t testing.TB, name, text string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// optVerify runs opt-19 -passes=verify on an IR file.
func optVerify(t testing.TB, opt, path string) {
	t.Helper()
	if _, err := oracle.Run(opt, nil, "-passes=verify", "-disable-output", path); err != nil {
		t.Errorf("opt-19 rejects %s:\n%v", filepath.Base(path), err)
	}
}

// emitTyped is emit with typed pointers ("float addrspace(1)*"), the one
// spelling llir/llvm v0.3.6's parser reads: the same module, built by the
// same code, whose pointer type prints the other way (see ptrType).
func emitTyped(t testing.TB, m *ir.Module, opts Options) string {
	t.Helper()
	tg, err := New(opts)
	if err != nil {
		t.Fatal(err)
	}
	tg.typedPointers = true
	mod, err := tg.Emit(m)
	if err != nil {
		t.Fatalf("emit for %s: %v", tg.Name(), err)
	}
	return mod.String()
}

// parseBack parses IR text with llir/llvm's own parser. llir v0.3.6 reads
// typed pointers only: pass emitTyped's text (the LLVM tools get the
// opaque-pointer text).
func parseBack(t testing.TB, name, text string) {
	t.Helper()
	if _, err := asm.ParseString(name, text); err != nil {
		t.Errorf("llir/llvm cannot parse back %s: %v", name, err)
	}
}

func llc(t testing.TB, path, triple, cpu string, extra ...string) string {
	t.Helper()
	tool := oracle.Require(t, oracle.LLC)
	args := []string{"-O2", "-mtriple=" + triple, "-mcpu=" + cpu}
	if triple == TripleNVPTX {
		args = append(args, "-mattr=+ptx78") // ptxas 11.8 reads PTX ≤ 7.8
	}
	args = append(args, extra...)
	args = append(args, path, "-o", "-")
	out, err := oracle.Run(tool, nil, args...)
	if err != nil {
		t.Fatalf("llc-19 %s: %v", cpu, err)
	}
	return string(out)
}

func ptxas(t testing.TB, ptx, cpu string) {
	t.Helper()
	tool := oracle.Require(t, oracle.Ptxas)
	p := writeTemp(t, cpu+".ptx", ptx)
	if _, err := oracle.Run(tool, nil, "-arch="+cpu, p, "-o", os.DevNull); err != nil {
		t.Errorf("ptxas rejects llc's PTX for %s: %v", cpu, err)
	}
}

// splitFuncs returns each kernel's body in llc's output.
func splitFuncs(out, triple string) map[string]string {
	fs := map[string]string{}
	var re *regexp.Regexp
	if triple == TripleNVPTX {
		re = regexp.MustCompile(`(?m)^\.visible \.entry (\w+)\(`)
	} else {
		re = regexp.MustCompile(`(?m)^(\w+):\s+; @(\w+)$`)
	}
	locs := re.FindAllStringSubmatchIndex(out, -1)
	for i, l := range locs {
		end := len(out)
		if i+1 < len(locs) {
			end = locs[i+1][0]
		}
		body := out[l[0]:end]
		if triple != TripleNVPTX {
			if j := strings.Index(body, "s_endpgm"); j >= 0 {
				body = body[:j]
			}
		}
		fs[out[l[2]:l[3]]] = body
	}
	return fs
}

// irFuncs returns each function's text in emitted IR.
func irFuncs(text string) map[string]string {
	fs := map[string]string{}
	re := regexp.MustCompile(`(?m)^define [^@]*@(\w+)\(`)
	locs := re.FindAllStringSubmatchIndex(text, -1)
	for i, l := range locs {
		end := len(text)
		if i+1 < len(locs) {
			end = locs[i+1][0]
		}
		fs[text[l[2]:l[3]]] = text[l[0]:end]
	}
	return fs
}

func cpuOf(name string) *cpu { return lookupCPU(name) }

func TestGoldenFiles(t *testing.T) {
	seed := lowerc.Maximum3File
	cases := []struct {
		file, tile, src string
		opts            Options
	}{
		{"maximum3.nvptx.ll", seed, seedSource(t), Options{Triple: TripleNVPTX}},
		{"maximum3.amdgcn.ll", seed, seedSource(t), Options{Triple: TripleAMDGCN}},
		{"maximum3.sm_90.ll", seed, seedSource(t), Options{Triple: TripleNVPTX, CPU: "sm_90"}},
		{"maximum3.gfx942.noieee.ll", seed, seedSource(t), Options{Triple: TripleAMDGCN, CPU: "gfx942", NoIEEE: true}},
		{"matrix.sm_80.ll", "matrix.tile", matrixSource(), Options{Triple: TripleNVPTX, CPU: "sm_80"}},
		{"matrix.gfx942.ll", "matrix.tile", matrixSource(), Options{Triple: TripleAMDGCN, CPU: "gfx942"}},
	}
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			got := emit(t, mustParse(t, c.tile, c.src), c.opts)
			cpu := c.opts.CPU
			if cpu == "" {
				cpu = map[string]string{TripleNVPTX: "sm_70", TripleAMDGCN: "gfx908"}[c.opts.Triple]
			}
			tgt, _ := New(c.opts)
			header := fmt.Sprintf("; Produced by lowerc (targets/llvm, target %s); opt-19 -passes=verify accepts it and llc-19 -mcpu=%s compiles it (TestGoldenFiles checks both on every run; -update rewrites).\n",
				tgt.Name(), cpu)
			path := filepath.Join("testdata", c.file)
			// The oracles check the emitted IR on every run, not only
			// when the golden file is written.
			opt := oracle.Require(t, oracle.Opt)
			p := writeTemp(t, c.file, got)
			optVerify(t, opt, p)
			parseBack(t, c.file, emitTyped(t, mustParse(t, c.tile, c.src), c.opts))
			out := llc(t, p, c.opts.Triple, cpu)
			if c.opts.Triple == TripleNVPTX {
				ptxas(t, out, cpu)
			}
			if *update {
				if t.Failed() {
					t.Fatal("not updating a golden file the oracles reject")
				}
				if err := os.WriteFile(path, []byte(header+got), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run with -update)", err)
			}
			if !bytes.Equal(want, []byte(header+got)) {
				t.Errorf("%s differs from the emitted IR; if intended, run with -update", path)
			}
		})
	}
}

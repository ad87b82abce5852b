package elfobj_test

import (
	"bytes"
	"debug/elf"
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/internal/oracle"
	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/targets/amdgcn"
	"github.com/lowerc/lowerc/targets/amdgcn/elfobj"
	"github.com/lowerc/lowerc/targets/llvm"
	"github.com/lowerc/lowerc/verify"
)

// llcModule is one LLVM IR module of the corpus; funcs marks the modules
// of non-kernel functions (calls, spills: scratch memory, v_readlane, ...
// outside the assembler's table), which are checked more loosely.
type llcModule struct {
	name  string
	ir    []byte
	funcs bool
}

// llcCorpus is what the repository gives llc-19: lowerc compile -target
// llvm (portable amdgcn-amd-amdhsa IR) of every tile under testdata/examples,
// targets/ptx/testdata/lower (those the llvm target can emit) and
// targets/amdgcn/lower/testdata, and the .ll files of testdata/audit (with
// -long) and targets/amdgcn/amdexec/testdata.
func llcCorpus(t *testing.T) []llcModule {
	var tiles []string
	for _, g := range []string{"../../../testdata/examples/*.tile", "../../ptx/testdata/lower/*.tile", "../lower/testdata/*.tile"} {
		m, err := filepath.Glob(g)
		require.NoError(t, err)
		tiles = append(tiles, m...)
	}
	var out []llcModule
	for _, p := range tiles {
		src, err := os.ReadFile(p)
		require.NoError(t, err)
		m, err := ir.Parse(p, src)
		require.NoError(t, err)
		b, err := llvm.New(llvm.Options{Triple: llvm.TripleAMDGCN})
		require.NoError(t, err)
		if errs := verify.Module(m, b); len(errs) > 0 {
			// PTX-only forms (the atoms tiles): not for this target
			continue
		}
		var buf bytes.Buffer
		require.NoError(t, b.Compile(m, &buf), p)
		out = append(out, llcModule{name: p, ir: buf.Bytes()})
	}
	lls := []string{"../amdexec/testdata/llc19/kernel.ll", "../amdexec/testdata/llckernel/hidden.ll", "../amdexec/testdata/llc19/minmax.ll", "../amdexec/testdata/llc19/divergent.ll"}
	if *long {
		audit, err := filepath.Glob("../../../testdata/audit/*.ll")
		require.NoError(t, err)
		lls = append(lls, audit...)
	}
	for _, p := range lls {
		src, err := os.ReadFile(p)
		require.NoError(t, err)
		out = append(out, llcModule{name: p, ir: src, funcs: !strings.Contains(string(src), "amdgpu_kernel")})
	}
	require.GreaterOrEqual(t, len(out), 12)
	return out
}

var (
	errMnemonicRe = regexp.MustCompile(`: (?:invalid instruction "([a-z0-9_]+)"|instruction ([a-z0-9_]+) is not supported)`)
	vopdErr       = ": VOPD dual-issue is not supported"
)

// outsideTable are the mnemonics of llc's function code (calls and
// spills) still outside the table: the saveexec family (another issue's),
// the spills' scratch and buffer accesses, the lane moves around them and
// GFX10's s_waitcnt_depctr. A refused line naming anything else fails the
// test, on every generation.
var outsideTable = map[string]bool{
	"s_or_saveexec_b32": true, "s_or_saveexec_b64": true, "s_xor_saveexec_b32": true, "s_xor_saveexec_b64": true,
	"buffer_load_dword": true, "buffer_store_dword": true,
	"scratch_load_dword": true, "scratch_store_dword": true, "scratch_load_b32": true, "scratch_store_b32": true,
	"v_readlane_b32": true, "v_writelane_b32": true, "s_waitcnt_depctr": true,
}

// TestLLCCorpusAsm (issue 13): on every generation, lowerc asm
// -show-encoding (elfobj.AssembleListing) of llc-19's code for the
// corpus (llcCorpus) is llvm-mc-19's listing byte for byte, except that
// VOPD lines (GFX11+) are refused with the named error and left out; for
// gfx950, llc-22 and llvm-mc-22, .set directives included (by default
// each generation takes half of the modules, -long all of them and
// testdata/audit's). Files with branches also give llvm-mc's
// -filetype=obj .text. Function modules (not kernels) may use the
// instructions of outsideTable and call addresses (fn@rel32@lo+4): every
// other error fails, what is listed must be llvm-mc's lines, and what
// was refused is logged.
func TestLLCCorpusAsm(t *testing.T) {
	mods := llcCorpus(t)
	type job struct {
		g   *amdgcn.Generation
		m   llcModule
		llc string
		mc  string
	}
	var jobs []job
	for gi, g := range amdgcn.Generations() {
		llc, mc := oracle.LLC, oracle.LLVMMC
		if !g.LLVM19 {
			llc, mc = oracle.LLC22, oracle.LLVMMC22
			if _, err := oracle.Lookup(llc); err != nil && !oracle.Required() {
				t.Logf("%s: skipped (%v)", g.Name, err)
				continue
			}
		}
		llcPath, mcPath := oracle.Require(t, llc), oracle.Require(t, mc)
		for mi, m := range mods {
			// by default every generation runs half the modules (each
			// module on every other generation) and the branchy grid.tile;
			// -long runs them all
			if !*long && (mi+gi)%2 == 1 && !strings.HasSuffix(m.name, "/grid.tile") {
				continue
			}
			jobs = append(jobs, job{g, m, llcPath, mcPath})
		}
	}
	type result struct {
		missing   map[string]bool // mnemonics outside the table (loose files)
		vopd, obj int
	}
	results := make([]result, len(jobs))
	var wg sync.WaitGroup
	sem := make(chan struct{}, runtime.GOMAXPROCS(0))
	for i := range jobs {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			j := jobs[i]
			what := j.g.Name + " " + j.m.name
			asm, err := oracle.Run(j.llc, j.m.ir, "-mtriple=amdgcn-amd-amdhsa", "-mcpu="+j.g.Name, "-o", "-")
			if !assert.NoError(t, err, what) {
				return
			}
			want, err := oracle.Run(j.mc, asm, "-triple=amdgcn-amd-amdhsa", "-mcpu="+j.g.Name, "-show-encoding")
			if !assert.NoError(t, err, what) {
				return
			}
			var got bytes.Buffer
			lerr := elfobj.AssembleListing(&got, j.g, "llc.s", asm, true, 1)
			r := &results[i]
			r.missing = map[string]bool{}
			// function modules: errors must name what is outside the
			// table
			loose := j.m.funcs
			if lerr == nil {
				assert.Equal(t, string(want), got.String(), "%s: listing", what)
			} else {
				var el amdgcn.ErrorList
				if !assert.True(t, errors.As(lerr, &el), "%s: %v", what, lerr) {
					return
				}
				for _, e := range el {
					msg := e.Error()
					switch m := errMnemonicRe.FindStringSubmatch(msg); {
					case strings.Contains(msg, vopdErr):
						r.vopd++
					case loose && m != nil && outsideTable[m[1]+m[2]]:
						r.missing[j.g.Name+" "+m[1]+m[2]] = true
					case loose && strings.HasSuffix(msg, ": invalid operand: expected a register or a number") && bytes.Contains(lineAt(asm, e.Pos.Line), []byte("@")):
						// a call's address: fn@rel32@lo+4, fn@gotpcrel32@hi+12
						r.missing[j.g.Name+" symbol@reloc operands"] = true
					default:
						t.Errorf("%s: %s", what, msg)
					}
				}
				// the lines listed are llvm-mc's, in order (VOPD and the
				// refused lines left out)
				assert.True(t, subsequence(strings.Split(got.String(), "\n"), strings.Split(string(want), "\n")), "%s: the listing is not a part of llvm-mc's:\n%s", what, got.String())
				if !loose && r.vopd == 0 {
					t.Errorf("%s: refused lines other than VOPD", what)
				}
			}
			branchy := bytes.Contains(asm, []byte("\ts_cbranch_")) || bytes.Contains(asm, []byte("\ts_branch "))
			if lerr == nil && branchy {
				theirs, err := oracle.Run(j.mc, asm, "-triple=amdgcn-amd-amdhsa", "-mcpu="+j.g.Name, "-filetype=obj", "-o", "-")
				if !assert.NoError(t, err, what) {
					return
				}
				f, err := amdgcn.AssembleFile(j.g, "llc.s", asm)
				if !assert.NoError(t, err, what) {
					return
				}
				ours, err := elfobj.Write(j.g, f)
				if !assert.NoError(t, err, what) {
					return
				}
				assert.Equal(t, textOf(t, theirs), textOf(t, ours), "%s: .text of -filetype=obj", what)
				r.obj++
			}
		}()
	}
	wg.Wait()
	missing := map[string]bool{}
	vopd, objs := 0, 0
	for _, r := range results {
		for m := range r.missing {
			missing[m] = true
		}
		vopd += r.vopd
		objs += r.obj
	}
	// outside the table: per mnemonic, the generations
	gens := map[string][]string{}
	for m := range missing {
		g, name, _ := strings.Cut(m, " ")
		gens[name] = append(gens[name], g)
	}
	var names []string
	for name, gs := range gens {
		sort.Strings(gs)
		if len(gs) > 3 {
			gs = append(gs[:3], "...")
		}
		names = append(names, name+" ("+strings.Join(gs, " ")+")")
	}
	sort.Strings(names)
	t.Logf("%d llc outputs (%d modules, %d generations); %d VOPD lines refused; %d branchy objects compared; outside the table in function modules: %s",
		len(jobs), len(mods), len(amdgcn.Generations()), vopd, objs, strings.Join(names, ", "))
	assert.Positive(t, objs, "no file with branches")
}

// subsequence reports whether a's lines appear in b in order.
func subsequence(a, b []string) bool {
	k := 0
	for _, l := range a {
		for k < len(b) && b[k] != l {
			k++
		}
		if k == len(b) {
			return false
		}
		k++
	}
	return true
}

// textOf returns the contents of an object's .text section.
func textOf(t *testing.T, obj []byte) []byte {
	f, err := elf.NewFile(bytes.NewReader(obj))
	require.NoError(t, err)
	s := f.Section(".text")
	require.NotNil(t, s)
	b, err := s.Data()
	require.NoError(t, err)
	return b
}

// lineAt is line n of src.
func lineAt(src []byte, n int) []byte {
	lines := bytes.Split(src, []byte("\n"))
	if n < 1 || n > len(lines) {
		return nil
	}
	return lines[n-1]
}

package audit

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/lowerc/lowerc/internal/oracle"
	"github.com/lowerc/lowerc/targets/llvm/llinterp"
	"github.com/lowerc/lowerc/verify/tv"
)

var (
	update = flag.Bool("update", false, "rewrite testdata/audit")
	long   = flag.Bool("long", false, "run the catalogue through the stand-in executor")
)

const catDir = "../../testdata/audit"

// TestCatalogueFiles: testdata/audit holds exactly what Catalogue builds,
// and every file parses and evaluates in the interpreter.
func TestCatalogueFiles(t *testing.T) {
	files := Catalogue()
	if *update {
		require.NoError(t, os.MkdirAll(catDir, 0o755))
		for _, f := range files {
			require.NoError(t, os.WriteFile(filepath.Join(catDir, f.Name), []byte(f.Src), 0o644))
		}
	}
	n := 0
	for _, f := range files {
		got, err := os.ReadFile(filepath.Join(catDir, f.Name))
		require.NoError(t, err, "run go test ./verify/audit -run TestCatalogueFiles -update")
		assert.Equal(t, f.Src, string(got), "%s is stale: run go test ./verify/audit -run TestCatalogueFiles -update", f.Name)
		m, err := llinterp.Parse(f.Name, got)
		require.NoError(t, err)
		for _, fn := range m.Funcs {
			sig, why := signature(fn)
			require.Empty(t, why, fn.Name)
			in := Inputs(sig.Type, sig.Arity, 0, 1)
			args := make([]uint64, sig.Arity)
			for i := 0; i < len(in[0]); i += 97 {
				for k := range args {
					args[k] = in[k][i]
				}
				_, err := fn.Eval(args)
				require.NoError(t, err, fn.Name)
			}
			n++
			assert.NotEmpty(t, whatOf(fn.Name).what, fn.Name)
		}
	}
	t.Logf("%d files, %d functions", len(files), n)
}

// TestCatalogueMarkdown: the table has a cell per target column, each
// finding its reproducing command, and disputed readings are flagged.
func TestCatalogueMarkdown(t *testing.T) {
	gfx := CatalogueTargets[2] // gfx942
	sm := CatalogueTargets[10] // sm_80
	r := &CatalogueResult{Opts: CatalogueOptions{Dir: "testdata/audit", Random: 10, Seed: 1}, Files: 2, Entries: []CatalogueEntry{
		{Target: gfx, File: "f32.ll", Func: "max3", Type: "f32", What: whatOf("max3_f32").what,
			Result: FuncResult{Name: "max3_f32", Verdict: NotRefines, Violations: 2, Tried: 9, SNaNIn: 2, Kinds: map[string]int{"number-for-nan": 2},
				Witnesses: []Witness{{Inputs: []uint64{0, 0, 0x7f800001}, Got: 0x7fc00001, Allowed: "0x00000000"}}, Code: "v_max3_f32 v0, v0, v1, v2\ns_setpc_b64 s[30:31]"}},
		{Target: sm, File: "f32.ll", Func: "maxnum", Type: "f32", What: "llvm.maxnum",
			Result: FuncResult{Name: "maxnum_f32", Verdict: NotRefines, Violations: 3, Tried: 9, Kinds: map[string]int{"nan-bits": 3}}},
		{Target: sm, File: "f32.ll", Func: "canonicalize", Type: "f32", Result: FuncResult{Name: "canonicalize_f32", Verdict: LLCFailed, Detail: "LLVM ERROR: Cannot select: 0x5582c5b8ba00: f32 = fcanonicalize; In function: canonicalize_f32"}},
		{Target: gfx, File: "f32.ll", Func: "maxnum", Type: "f32", Result: FuncResult{Name: "maxnum_f32", Verdict: Refines, Tried: 9}},
		{Target: gfx, File: "f32.ll", Func: "copysign", Type: "f32", Result: FuncResult{Name: "copysign_f32", Verdict: Unsupported,
			Detail: `executor: f32.gfx942.s:11:2: invalid instruction "v_bfi_b32": not in this assembler's table (77 mnemonics on gfx942; see amdgcn.Mnemonics) (and 1 more)`}},
		{Target: sm, File: "f32.ll", Func: "copysign", Type: "f32", Result: FuncResult{Name: "copysign_f32", Verdict: Unsupported,
			Detail: `executor: f32.sm_80.s:12:2: invalid instruction "v_bfi_b32": not in this assembler's table (77 mnemonics on gfx1100; see amdgcn.Mnemonics)`}},
	}}
	var b strings.Builder
	require.NoError(t, r.WriteMarkdown(&b))
	s := b.String()
	assert.Contains(t, s, "| function | type | gfx908 | gfx908 ieee=0 |")
	assert.Contains(t, s, "| max3 | f32 |")
	assert.Contains(t, s, "✗ 3 nan-bits")
	assert.Contains(t, s, "`lowerc audit -triple amdgcn-amd-amdhsa -mcpu gfx942 -random 10 -seed 0x1 -func max3_f32 testdata/audit/f32.ll`")
	assert.Contains(t, s, "sNaN inputs only")
	assert.Contains(t, s, "NaN bits: LangRef 19")
	assert.Contains(t, s, "LLVM ERROR: Cannot select: 0x… f32 = fcanonicalize — 1 functions: sm_80 @canonicalize_f32")
	assert.Contains(t, s, "`v_max3_f32 v0, v0, v1, v2` · `s_setpc_b64 s[30:31]`")
	assert.Contains(t, s, `- executor: invalid instruction "v_bfi_b32": not in this assembler's table — 2 functions: gfx942 @copysign_f32, sm_80 @copysign_f32`)
}

// TestRunCatalogueOrder runs the catalogue for two targets through the
// stand-in executor (every function "is" LLVM's maxnum fold) with
// GOMAXPROCS workers: the entries come in target, file, function order, and
// two runs give the same table.
func TestRunCatalogueOrder(t *testing.T) {
	if !*long {
		t.Skip("with -long")
	}
	oracle.Require(t, oracle.LLC)
	tg := modelTarget{map[string]string{"*": "llvm19-fold:maxnum"}}
	o := CatalogueOptions{Dir: "testdata/audit", Root: "../..", Random: 0, Seed: 1, Targets: map[string]tv.Target{"ptx": tg, "amdgcn": tg},
		Only: []CatalogueTarget{CatalogueTargets[2], CatalogueTargets[10]}}
	var tables [2]string
	for i := range tables {
		res, err := RunCatalogue(o)
		require.NoError(t, err)
		require.NotEmpty(t, res.Entries)
		assert.Equal(t, "gfx942", res.Entries[0].Target.CPU)
		assert.Equal(t, "sm_80", res.Entries[len(res.Entries)-1].Target.CPU)
		res.Time, res.LLCTime = 0, 0
		var b strings.Builder
		require.NoError(t, res.WriteMarkdown(&b))
		tables[i] = b.String()
		// maxnum itself refines everywhere the code ran.
		for _, e := range res.Entries {
			if e.Func == "maxnum" && e.Result.Verdict != LLCFailed {
				assert.Equal(t, Refines, e.Result.Verdict, "%s %s", e.Target.CPU, e.Result.Name)
			}
		}
	}
	assert.Equal(t, tables[0], tables[1])
}

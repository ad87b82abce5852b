package llvm

import (
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/lowerc/lowerc"
	"github.com/lowerc/lowerc/internal/oracle"
	"github.com/lowerc/lowerc/ir"
)

func seedSource(t testing.TB) string { return lowerc.Maximum3Tile }

// extraSource covers what the matrix does not: atoms, guards, preserve_dst,
// the group scopes, mov of scalars, strided layouts and repeat axes.
const extraNVPTX = `
kernel @atoms(%A: global f32[8,1], %H: global f16x2[8,1], %W: global bf16[8,1], %I: global s32[8,1], %D: global f64[8,1]) grid(1) block(1) {
  %a = alloc.local f32[8,1]
  %h = alloc.local f16x2[8,1]
  %w = alloc.local bf16[8,1]
  %i = alloc.local s32[8,1]
  %d = alloc.local f64[8,1]
  %a = load %A
  %h = load %H
  %w = load %W
  %i = load %I
  %d = load %D
  %a = apply ptx "max.NaN.f32" %a, f32 0x7fc00001
  %a = apply ptx "min.ftz.f32" %a, %a
  %a = apply ptx "max.xorsign.abs.f32" %a, f32 -1.5
  %h = apply ptx "max.NaN.f16x2" %h, %h
  %w = apply ptx "max.bf16" %w, %w
  %w = apply ptx "min.NaN.bf16" %w, %w
  %i = apply ptx "max.s32" %i, s32 -7
  %d = apply ptx "min.f64" %d, %d
  store %A, %a
  store %H, %h
  store %W, %w
  store %I, %i
  store %D, %d
}
`

const extraAMD = `
kernel @atoms(%A: global f32[8,1], %H: global f16x2[8,1], %I: global u32[8,1], %D: global f64[8,1]) grid(1) block(1) {
  %a = alloc.local f32[8,1]
  %h = alloc.local f16x2[8,1]
  %i = alloc.local u32[8,1]
  %d = alloc.local f64[8,1]
  %a = load %A
  %h = load %H
  %i = load %I
  %d = load %D
  %a = apply amdgcn "v_max_f32" %a, f32 1.0
  %a = apply amdgcn "v_min3_f32" %a, %a, %a
  %h = apply amdgcn "v_pk_max_f16" %h, %h
  %i = apply amdgcn "v_max_u32" %i, %i
  %d = apply amdgcn "v_min_f64" %d, %d
  store %A, %a
  store %H, %h
  store %I, %i
  store %D, %d
}
`

const extraGFX12 = `
kernel @atoms12(%A: global f32[2,1], %H: global f16[2,1]) grid(1) block(1) {
  %a = alloc.local f32[2,1]
  %h = alloc.local f16[2,1]
  %a = load %A
  %h = load %H
  %a = apply amdgcn "v_maximum3_f32" %a, %a, f32 2.0
  %a = apply amdgcn "v_max_num_f32" %a, %a
  %a = apply amdgcn "v_med3_f32" %a, %a, f32 1.0
  %h = apply amdgcn "v_minimum_f16" %h, %h
  store %A, %a
  store %H, %h
}
`

// atomMnemonics are what each atoms module's llc output must contain: the
// instruction the atom names (through the NVVM intrinsic or inline asm).
var atomMnemonics = map[string][]string{
	"atoms":   {"max.NaN.f32", "min.ftz.f32", "max.xorsign.abs.f32", "max.NaN.f16x2", "max.bf16", "min.NaN.bf16", "max.s32", "min.f64"},
	"atomsA":  {"v_max_f32", "v_min3_f32", "v_pk_max_f16", "v_max_u32", "v_min_f64"},
	"atoms12": {"v_maximum3_f32", "v_max_num_f32", "v_med3_f32", "v_minimum_f16"},
}

const extraCommon = `
kernel @guarded(%A: global f32[4,2,1] layout [1,4,8], %Out: global f32[4,2,1], %p: pred) grid(2) block(32,2) {
  %a = alloc.local f32[4,2,1] layout [2,1,1]
  %b = alloc.local f32[4,2,1]
  %a = load %A {pred = %p}
  %b = mov f32 -0.0
  %b = max %a, %b, f32 nan {nan = propagate, pred = !%p, preserve_dst}
  %b = min %b, %a {nan = ieee2008, pred = %p}
  store %Out, %b {pred = !%p}
}

kernel @scopes(%W: global f16x2[32,3,1], %G: global f64[4,32,1], %C: global s16[128,1]) grid(1) block(128) {
  %w = alloc.local f16x2[32,3,1] {scope = warp}
  %g = alloc.local f64[4,32,1] {scope = warpgroup}
  %c = alloc.local s16[128,1] {scope = cta}
  %w = load %W {scope = warp}
  %g = load %G {scope = warpgroup}
  %c = load %C {scope = cta}
  %w = max %w, %w, f16x2 0x3c00bc00 {scope = warp}
  %g = min %g, f64 0x7ff0000000000001 {nan = number, scope = warpgroup}
  %c = max %c, s16 -3 {scope = cta}
  store %W, %w {scope = warp}
  store %G, %g {scope = warpgroup}
  store %C, %c {scope = cta}
}

kernel @grid(%A: global f32[4,2,3,1], %Out: global f32[4,2,3,1]) grid(4) block(2) {
  %a = alloc.local f32[4,2,3,1] {scope = grid}
  %a = load %A {scope = grid}
  %a = max %a, f32 0.0 {scope = grid}
  store %Out, %a {scope = grid}
}

kernel @grid2d(%B: global f16[3,64,1] layout [1000,2,1]) grid(3) block(16,4) {
  %b = alloc.local f16[3,64,1] {scope = grid}
  %b = load %B {scope = grid}
  store %B, %b {scope = grid}
}
`

// emitted is one module the oracle tests run.
type emitted struct {
	name, triple, cpu, text string
	typed                   string // the same module with typed pointers, for llir's parser
	src                     string // the tile source
	opts                    Options
}

func allModules(t *testing.T) []emitted {
	var ms []emitted
	add := func(name, src string, opts Options) {
		m := mustParse(t, name+".tile", src)
		ms = append(ms, emitted{name: name, triple: opts.Triple, cpu: opts.CPU, text: emit(t, m, opts), typed: emitTyped(t, m, opts), src: src, opts: opts})
	}
	for _, c := range append([]string{""}, testNVPTXCPUs...) {
		add("matrix", matrixSource(), Options{Triple: TripleNVPTX, CPU: c})
		add("seed", seedSource(t), Options{Triple: TripleNVPTX, CPU: c})
		add("extra", extraCommon, Options{Triple: TripleNVPTX, CPU: c})
	}
	for _, c := range append([]string{""}, testAMDCPUs...) {
		add("matrix", matrixSource(), Options{Triple: TripleAMDGCN, CPU: c})
		add("seed", seedSource(t), Options{Triple: TripleAMDGCN, CPU: c})
		add("extra", extraCommon, Options{Triple: TripleAMDGCN, CPU: c})
	}
	add("atoms", extraNVPTX, Options{Triple: TripleNVPTX, CPU: "sm_90"})
	add("atomsA", extraAMD, Options{Triple: TripleAMDGCN, CPU: "gfx942"})
	add("atoms12", extraGFX12, Options{Triple: TripleAMDGCN, CPU: "gfx1200"})
	add("matrix-noieee", matrixSource(), Options{Triple: TripleAMDGCN, CPU: "gfx942", NoIEEE: true})
	return ms
}

// TestOracleVerifyAndParseBack: every module passes opt-19 -passes=verify
// and parses back with llir/llvm's parser.
func TestOracleVerifyAndParseBack(t *testing.T) {
	ms := allModules(t)
	for _, m := range ms {
		parseBack(t, m.name, m.typed)
	}
	opt := oracle.Require(t, oracle.Opt)
	// One opt run over all modules: llvm-link would merge names, so opt is
	// run per module; the modules are small.
	for _, m := range ms {
		optVerify(t, opt, writeTemp(t, fmt.Sprintf("%s.%s.%s.ll", m.name, m.triple, m.cpu), m.text))
	}
	t.Logf("%d modules verified by opt-19 and parsed back by llir/llvm", len(ms))
}

// expand fills the placeholders of an Expect pattern for one kernel.
func expand(p string, k matrixKernel, c *cpu) string {
	op := k.kind.String()
	lane := k.typ.Lane()
	ptxTy := k.typ.String()
	if k.typ == ir.F32x2 {
		ptxTy = "f32"
	}
	lty := map[ir.ElemType]string{ir.F16: "f16", ir.BF16: "f32", ir.F32: "f32", ir.F64: "f64"}[lane]
	v := fmt.Sprintf(`v_(dual_)?(pk_)?%s3?(_num)?_%s`, op, lty)
	vcanon := fmt.Sprintf(`v_(pk_)?max(_num)?_%s`, lty) // canonicalize is v_max x,x (docs/reference/amdgpu.md §3.4)
	vmaximum := fmt.Sprintf(`v_(pk_)?%simum3?_%s`, op, lty)
	ity := lane.String()
	vint := fmt.Sprintf(`v_(pk_)?%s3?_[iu](16|32)`, op)
	r := strings.NewReplacer("{vcanon}", vcanon, "{op}", op, "{ty}", regexp.QuoteMeta(ptxTy), "{v}", v, "{vmaximum}", vmaximum, "{ity}", ity, "{vint}", vint)
	return r.Replace(p)
}

var asmInst = regexp.MustCompile(`^\s*(v_\w+)\s+([^,]+),\s*([^,]+),\s*([^,\s]+)`)

// hasCanon reports whether the asm has an instruction matching mn whose two
// sources are the same register: LLVM's canonicalize (docs/reference/amdgpu.md §3.4).
func hasCanon(body, mn string) bool {
	re := regexp.MustCompile(`^` + mn + `(_e32|_e64)?$`)
	for _, line := range strings.Split(body, "\n") {
		for _, part := range strings.Split(line, "::") {
			m := asmInst.FindStringSubmatch(part)
			if m == nil {
				continue
			}
			name := strings.Replace(m[1], "v_dual_", "v_", 1)
			if re.MatchString(name) && m[3] == m[4] {
				return true
			}
		}
	}
	return false
}

func checkPattern(body, p string) bool {
	if rest, ok := strings.CutPrefix(p, "canon:"); ok {
		return hasCanon(body, rest)
	}
	return regexp.MustCompile(p).MatchString(body)
}

// TestLLCMatrix compiles the coverage module for every CPU the issue names,
// runs ptxas on the PTX, and checks that each kernel's instruction selection
// is what its mapping row says.
func TestLLCMatrix(t *testing.T) {
	oracle.Require(t, oracle.LLC)
	src := matrixSource()
	m := mustParse(t, "matrix.tile", src)
	ks := matrixKernels()
	type run struct {
		triple, cpu string
		o2          bool // run opt-19 -O2 first: LLVM's optimizations keep the selection
	}
	var runs []run
	for _, c := range testNVPTXCPUs {
		runs = append(runs, run{TripleNVPTX, c, false})
	}
	for _, c := range testAMDCPUs {
		runs = append(runs, run{TripleAMDGCN, c, false})
	}
	runs = append(runs, run{TripleNVPTX, "sm_80", true}, run{TripleAMDGCN, "gfx942", true})
	checks, kernels := 0, 0
	rowsSeen := map[string]bool{}
	for _, r := range runs {
		name := r.cpu
		if r.o2 {
			name += "-O2"
		}
		t.Run(name, func(t *testing.T) {
			opts := Options{Triple: r.triple, CPU: r.cpu}
			text := emit(t, m, opts)
			path := writeTemp(t, "matrix.ll", text)
			if r.o2 {
				opt := oracle.Require(t, oracle.Opt)
				if _, err := oracle.Run(opt, nil, "-O2", path, "-o", path+".bc"); err != nil {
					t.Fatal(err)
				}
				path += ".bc"
			}
			out := llc(t, path, r.triple, r.cpu)
			if r.triple == TripleNVPTX {
				ptxas(t, out, r.cpu)
			}
			fns := splitFuncs(out, r.triple)
			irs := irFuncs(text)
			tg, _ := New(opts)
			c := cpuOf(r.cpu)
			for _, k := range ks {
				body, ok := fns[k.name]
				if !ok {
					t.Errorf("%s: kernel %s missing from llc output", r.cpu, k.name)
					continue
				}
				kernels++
				row, err := tg.lookupRow(k.sem, k.typ.Lane())
				if err != nil {
					t.Errorf("%s: %v", k.name, err)
					continue
				}
				rowsSeen[row.ID] = true
				if !r.o2 && !strings.Contains(irs[k.name], irMarker(row, k)) {
					t.Errorf("%s %s: row %s says the IR uses %q; it does not:\n%s", r.cpu, k.name, row.ID, irMarker(row, k), irs[k.name])
				}
				if q := quietMarker(row); !r.o2 && q != "" && !strings.Contains(irs[k.name], q) {
					t.Errorf("%s %s: row %s quiets its NaN result with %q; the IR does not:\n%s", r.cpu, k.name, row.ID, q, irs[k.name])
				}
				for _, e := range row.Expect {
					if !e.On.has(c) || (e.Arity != 0 && e.Arity != k.arity) {
						continue
					}
					for _, p := range e.Want {
						checks++
						if pe := expand(p, k, c); !checkPattern(body, pe) {
							t.Errorf("%s %s (row %s): llc output lacks %q:\n%s", r.cpu, k.name, row.ID, pe, body)
						}
					}
					for _, p := range e.Not {
						checks++
						if pe := expand(p, k, c); checkPattern(body, pe) {
							t.Errorf("%s %s (row %s): llc output has %q:\n%s", r.cpu, k.name, row.ID, pe, body)
						}
					}
				}
			}
		})
	}
	for _, r := range Mapping {
		if !rowsSeen[r.ID] {
			t.Errorf("mapping row %s is not covered by the matrix", r.ID)
		}
	}
	t.Logf("%d kernels × CPUs compiled, %d selection checks", kernels, checks)
}

// quietMarker is a string the IR of a row that quiets its NaN result must
// contain ("" for rows that do not).
func quietMarker(r *Row) string {
	switch r.quiet {
	case quietCanon:
		return "@llvm.canonicalize."
	case quietSelect:
		return "fcmp uno"
	}
	return ""
}

// irMarker is a string the row's IR must contain.
func irMarker(r *Row, k matrixKernel) string {
	op := k.kind.String()
	switch r.form {
	case fPTX:
		return "asm \"" + op
	case fPTXWide:
		return "asm \"" + op + ".f32 "
	case fMaxnum, fMaxnumSign:
		return "@llvm." + op + "num."
	case fMaximum:
		return "@llvm." + op + "imum."
	case fIEEE2008:
		return "@llvm.is.fpclass."
	case fInt:
		return "@llvm."
	}
	return "?"
}

// TestLLCAllModules: the portable modules and the extra kernels compile for
// every CPU; PTX goes through ptxas, AMD objects through llc's assembler.
func TestLLCAllModules(t *testing.T) {
	oracle.Require(t, oracle.LLC)
	for _, m := range allModules(t) {
		if m.name == "matrix" && m.cpu != "" {
			continue // TestLLCMatrix
		}
		cpus := []string{m.cpu}
		if m.cpu == "" { // portable IR: the oldest and the newest CPU of the triple
			cpus = []string{"gfx908", "gfx1200"}
			if m.triple == TripleNVPTX {
				cpus = []string{"sm_70", "sm_90"}
			}
		}
		for _, c := range cpus {
			p := writeTemp(t, m.name+".ll", m.text)
			out := llc(t, p, m.triple, c)
			if m.triple == TripleNVPTX {
				ptxas(t, out, c)
			} else {
				llc(t, p, m.triple, c, "-filetype=obj") // assembles the inline asm
			}
			for _, mn := range atomMnemonics[m.name] {
				if !regexp.MustCompile(`\b` + regexp.QuoteMeta(mn) + `\b`).MatchString(out) {
					t.Errorf("%s on %s: llc output lacks %s:\n%s", m.name, c, mn, out)
				}
			}
		}
	}
}

// TestSeedExample: the acceptance check.
func TestSeedExample(t *testing.T) {
	m := mustParse(t, lowerc.Maximum3File, seedSource(t))
	amd := llc(t, writeTemp(t, "seed.ll", emit(t, m, Options{Triple: TripleAMDGCN, CPU: "gfx942"})), TripleAMDGCN, "gfx942")
	if n := strings.Count(amd, "v_max3_f32"); n != 4 {
		t.Errorf("gfx942: want 4 v_max3_f32 (one per repeat), got %d:\n%s", n, amd)
	}
	ptx := llc(t, writeTemp(t, "seed.ll", emit(t, m, Options{Triple: TripleNVPTX, CPU: "sm_90"})), TripleNVPTX, "sm_90")
	ptxas(t, ptx, "sm_90")
	// A chain: max.f32 t, a, b; max.f32 d, t, zero — the second takes the first's result.
	chain := regexp.MustCompile(`\tmax\.f32\s+(%f\d+), %f\d+, %f\d+;(?s:.*?)\tmax\.f32\s+%f\d+, (%f\d+), (%f\d+|0f00000000);`)
	n := 0
	for _, m := range chain.FindAllStringSubmatch(ptx, -1) {
		if m[1] == m[2] {
			n++
		}
	}
	if n != 4 || strings.Count(ptx, "\tmax.f32") != 8 {
		t.Errorf("sm_90: want 4 chains of two binary max.f32 (8 in all), got %d chains, %d max.f32:\n%s", n, strings.Count(ptx, "\tmax.f32"), ptx)
	}
	if regexp.MustCompile(`setp|selp|max\.NaN`).MatchString(ptx) {
		t.Errorf("sm_90: unexpected compare/select or max.NaN in the seed's PTX:\n%s", ptx)
	}
}

// TestNVVMRewrittenToMaxnum records why rows N1–N4 use inline asm: LLVM 19's
// InstCombine (NVPTXTargetTransformInfo) turns llvm.nvvm.fmax.{f,d,f16,f16x2}
// into llvm.maxnum, which leaves the sign of a zero result open (LangRef).
func TestNVVMRewrittenToMaxnum(t *testing.T) {
	opt := oracle.Require(t, oracle.Opt)
	src := `target triple = "nvptx64-nvidia-cuda"
define float @f(float %a, float %b) {
  %r = call float @llvm.nvvm.fmax.f(float %a, float %b)
  ret float %r
}
define float @g(float %a, float %b) {
  %r = call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %a, float %b)
  ret float %r
}
declare float @llvm.nvvm.fmax.f(float, float)
`
	out, err := oracle.Run(opt, []byte(src), "-passes=instcombine", "-S", "-o", "-")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(out), "@llvm.maxnum.f32(float %a, float %b)") {
		t.Errorf("opt-19 no longer rewrites nvvm.fmax.f to maxnum; rows N1–N4 could use the intrinsic:\n%s", out)
	}
	if !strings.Contains(string(out), `asm "max.f32 $0, $1, $2;"`) {
		t.Errorf("opt-19 changed the inline asm:\n%s", out)
	}
}

// TestNVPTXVersionComesFromLLC records a limit of NVPTX IR: llc's own
// -mcpu/-mattr decide .target and .version; the functions' "target-cpu"
// and "target-features" attributes do not. An atom of PTX ISA 8.0
// (max.relu.s32, .s16x2, .u16x2) is opaque inline asm, so llc -mcpu=sm_90
// prints .version 7.8 around it unless given -mattr=+ptx80 (the package
// doc says so). ptxas 11.8 reads PTX ≤ 7.8 only, so it cannot assemble
// those outputs; the check is on llc's header.
func TestNVPTXVersionComesFromLLC(t *testing.T) {
	tool := oracle.Require(t, oracle.LLC)
	src := "kernel @k(%A: global s32[2,1]) grid(1) block(1) {\n  %a = alloc.local s32[2,1]\n  %a = load %A\n  %a = apply ptx \"max.relu.s32\" %a, %a\n  store %A, %a\n}\n"
	p := writeTemp(t, "relu.ll", emit(t, mustParse(t, "relu.tile", src), Options{Triple: TripleNVPTX, CPU: "sm_90"}))
	for _, c := range []struct {
		args       []string
		version    string
		targetLine string
	}{
		{[]string{"-mcpu=sm_90"}, ".version 7.8", ".target sm_90"},
		{[]string{"-mcpu=sm_90", "-mattr=+ptx80"}, ".version 8.0", ".target sm_90"},
		{nil, ".version 6.0", ".target sm_30"}, // the IR's "target-cpu"="sm_90" is not used
	} {
		out, err := oracle.Run(tool, nil, append(append([]string{"-mtriple=" + TripleNVPTX}, c.args...), p, "-o", "-")...)
		if err != nil {
			t.Fatal(err)
		}
		s := string(out)
		if !strings.Contains(s, "\n"+c.version+"\n") || !strings.Contains(s, "\n"+c.targetLine+"\n") || !strings.Contains(s, "max.relu.s32") {
			t.Errorf("llc-19 %v: want %s, %s and max.relu.s32:\n%s", c.args, c.version, c.targetLine, s)
		}
	}
	// The same holds for an intrinsic: llvm.nvvm.fmax.xorsign.abs.f needs
	// PTX ISA 7.2, and llc -mcpu=sm_86 defaults to 7.1, where it cannot
	// select it; with -mattr=+ptx72 the PTX goes through ptxas.
	src = "kernel @k(%A: global f32[2,1]) grid(1) block(1) {\n  %a = alloc.local f32[2,1]\n  %a = load %A\n  %a = apply ptx \"max.xorsign.abs.f32\" %a, %a\n  store %A, %a\n}\n"
	p = writeTemp(t, "xorsign.ll", emit(t, mustParse(t, "xorsign.tile", src), Options{Triple: TripleNVPTX, CPU: "sm_86"}))
	if _, err := oracle.Run(tool, nil, "-mtriple="+TripleNVPTX, "-mcpu=sm_86", p, "-o", os.DevNull); err == nil {
		t.Errorf("llc-19 -mcpu=sm_86 now selects llvm.nvvm.fmax.xorsign.abs.f at PTX 7.1; the package doc can drop its -mattr=+ptx72 note")
	}
	out, err := oracle.Run(tool, nil, "-mtriple="+TripleNVPTX, "-mcpu=sm_86", "-mattr=+ptx72", p, "-o", "-")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(out), "\n.version 7.2\n") || !strings.Contains(string(out), "max.xorsign.abs.f32") {
		t.Errorf("llc-19 -mattr=+ptx72: want .version 7.2 and max.xorsign.abs.f32:\n%s", out)
	}
	ptxas(t, string(out), "sm_86")
}

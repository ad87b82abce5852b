package llvm

import (
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/lowerc/lowerc/internal/oracle"
	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/verify"
)

func TestNewErrors(t *testing.T) {
	cases := []struct {
		opts Options
		want string // "" ok
	}{
		{Options{Triple: TripleNVPTX}, ""},
		{Options{Triple: TripleNVPTX, CPU: "sm_90"}, ""},
		{Options{Triple: TripleAMDGCN, CPU: "gfx1200", NoIEEE: true}, ""},
		{Options{}, "a triple is required"},
		{Options{Triple: "x86_64-linux-gnu"}, `unknown triple "x86_64-linux-gnu"`},
		{Options{Triple: TripleNVPTX, CPU: "gfx942"}, `unknown -mcpu "gfx942" for nvptx64-nvidia-cuda`},
		{Options{Triple: TripleAMDGCN, CPU: "sm_90"}, `unknown -mcpu "sm_90"`},
		{Options{Triple: TripleAMDGCN, CPU: "gfx950"}, "does not know gfx950"},
		{Options{Triple: TripleNVPTX, NoIEEE: true}, "-ieee=0 applies to amdgcn-amd-amdhsa only"},
	}
	for _, c := range cases {
		_, err := New(c.opts)
		switch {
		case c.want == "" && err != nil:
			t.Errorf("New(%+v): %v", c.opts, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("New(%+v) = %v; want an error containing %q", c.opts, err, c.want)
		}
	}
}

// TestCheckOp: rule target-form errors are positioned and say what is needed.
func TestCheckOp(t *testing.T) {
	cases := []struct {
		name string
		opts Options
		body string
		want string // regexp on the error list; "" ok
	}{
		{"ptx atom on amd", Options{Triple: TripleAMDGCN}, `%a = apply ptx "max.f32" %a, %a`, `:3:\d+: error: apply ptx atoms cannot be emitted for amdgcn-amd-amdhsa`},
		{"amd atom on nvptx", Options{Triple: TripleNVPTX}, `%a = apply amdgcn "v_max_f32" %a, %a`, `apply amdgcn atoms cannot be emitted`},
		{"nan needs sm_80", Options{Triple: TripleNVPTX, CPU: "sm_70"}, `%a = apply ptx "max.NaN.f32" %a, %a`, `max\.NaN\.f32 needs sm_80; the target is sm_70`},
		{"nan needs a cpu", Options{Triple: TripleNVPTX}, `%a = apply ptx "max.NaN.f32" %a, %a`, `needs sm_80; the target is no -mcpu`},
		{"nan ok on sm_80", Options{Triple: TripleNVPTX, CPU: "sm_80"}, `%a = apply ptx "max.NaN.f32" %a, %a`, ""},
		{"xorsign needs sm_86", Options{Triple: TripleNVPTX, CPU: "sm_80"}, `%a = apply ptx "max.xorsign.abs.f32" %a, %a`, `needs sm_86`},
		{"f64 modifiers", Options{Triple: TripleNVPTX, CPU: "sm_90"}, `%a = apply ptx "max.NaN.f64" %a, %a`, `takes no modifiers`},
		{"unknown ptx", Options{Triple: TripleNVPTX, CPU: "sm_90"}, `%a = apply ptx "add.f32" %a, %a`, `knows the PTX min/max forms only`},
		{"width", Options{Triple: TripleNVPTX, CPU: "sm_90"}, `%a = apply ptx "max.f64" %a, %a`, `max\.f64 writes a 64-bit register; %a holds f32`},
		{"arity", Options{Triple: TripleAMDGCN}, `%a = apply amdgcn "v_max3_f32" %a, %a`, `takes 3 inputs, not 2`},
		{"gfx12 only", Options{Triple: TripleAMDGCN, CPU: "gfx942"}, `%a = apply amdgcn "v_maximum_f32" %a, %a`, `GFX12 only`},
		{"gfx12 ok", Options{Triple: TripleAMDGCN, CPU: "gfx1200"}, `%a = apply amdgcn "v_maximum3_f32" %a, %a, %a`, ""},
		// Portable IR must assemble for every CPU of the triple (as for the
		// PTX atoms above, which need -mcpu).
		{"gfx12 only needs a cpu", Options{Triple: TripleAMDGCN}, `%a = apply amdgcn "v_max_num_f32" %a, %a`, `GFX12 only.*no -mcpu`},
		// llvm-mc-19 takes v_med3_f32 on gfx1200 as v_med3_num_f32, as it
		// takes v_max_f32 (docs/reference/amdgpu.md §5; TestLLCAllModules assembles it).
		{"med3 alias on gfx12", Options{Triple: TripleAMDGCN, CPU: "gfx1200"}, `%a = apply amdgcn "v_med3_f32" %a, %a, %a`, ""},
		{"unknown amd", Options{Triple: TripleAMDGCN}, `%a = apply amdgcn "v_add_f32" %a, %a`, `VALU min/max family only`},
		{"minmax ok", Options{Triple: TripleAMDGCN}, `%a = max %a, %a, f32 0.0 {nan = ieee2008, nsz}`, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			src := "kernel @k(%A: global f32[1,1]) grid(1) block(1) {\n  %a = alloc.local f32[1,1]\n  " + c.body + "\n}\n"
			m := mustParse(t, "k.tile", src)
			tg, err := New(c.opts)
			if err != nil {
				t.Fatal(err)
			}
			errs := verify.Module(m, tg)
			if c.want == "" {
				if len(errs) > 0 {
					t.Fatalf("unexpected: %v", errs)
				}
				return
			}
			if !regexp.MustCompile(c.want).MatchString(errs.String()) {
				t.Errorf("errors %q do not match %q", errs.String(), c.want)
			}
			for _, e := range errs {
				if e.Rule != verify.RuleTargetForm {
					t.Errorf("rule %q, want %q", e.Rule, verify.RuleTargetForm)
				}
			}
		})
	}
}

func TestParsePTXAtom(t *testing.T) {
	cases := []struct {
		op   string
		sm   int
		nvvm string
		bad  bool
	}{
		{op: "max.f32", nvvm: "llvm.nvvm.fmax.f"},
		{op: "min.ftz.NaN.f32", sm: 80, nvvm: "llvm.nvvm.fmin.ftz.nan.f"},
		{op: "max.ftz.NaN.xorsign.abs.f16x2", sm: 86, nvvm: "llvm.nvvm.fmax.ftz.nan.xorsign.abs.f16x2"},
		{op: "max.f64", nvvm: "llvm.nvvm.fmax.d"},
		{op: "max.bf16", sm: 80},
		{op: "max.s32"},
		{op: "max.relu.s32", sm: 90},
		{op: "min.u16x2", sm: 90},
		{op: "max.relu.f32", bad: true},
		{op: "max.ftz.bf16", bad: true},
		{op: "max.NaN.s32", bad: true},
		{op: "max.relu.u32", bad: true},
		// ptxas takes the modifiers in any order (docs/reference/ptx.md §1.1); .NaN.ftz is
		// the order LLVM prints and targets/ptx's canonical one.
		{op: "max.NaN.ftz.f32", sm: 80, nvvm: "llvm.nvvm.fmax.ftz.nan.f"},
		{op: "min.abs.xorsign.NaN.bf16x2", sm: 86},
		{op: "max.xorsign.NaN.abs.f32", sm: 86, nvvm: "llvm.nvvm.fmax.nan.xorsign.abs.f"},
		{op: "max.abs.f32", bad: true},     // the three-input form
		{op: "max.xorsign.f32", bad: true}, // .xorsign needs .abs
		{op: "max.NaN.NaN.f32", bad: true},
		{op: "max.fast.f32", bad: true},
		{op: "max.f8", bad: true},
		{op: "max", bad: true},
		{op: "", bad: true},
	}
	for _, c := range cases {
		a, sm, err := parsePTXAtom(c.op)
		if c.bad {
			if err == nil {
				t.Errorf("%q: want an error", c.op)
			}
			continue
		}
		if err != nil {
			t.Errorf("%q: %v", c.op, err)
			continue
		}
		if sm != c.sm {
			t.Errorf("%q: sm %d, want %d", c.op, sm, c.sm)
		}
		if n, _ := a.nvvm(); n != c.nvvm {
			t.Errorf("%q: nvvm %q, want %q", c.op, n, c.nvvm)
		}
	}
}

func FuzzParseAtoms(f *testing.F) {
	for _, s := range []string{"max.f32", "min.ftz.NaN.xorsign.abs.f16x2", "max.relu.s32", "v_max3_f32", "v_pk_max_num_f16", "v_med3_f16_e64", "v_", "max."} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if a, sm, err := parsePTXAtom(s); err == nil {
			if a.bits() != 16 && a.bits() != 32 && a.bits() != 64 || sm < 0 {
				t.Fatalf("%q: bad atom %+v", s, a)
			}
			a.nvvm()
		}
		if a, err := parseAMDAtom(s); err == nil && (a.srcs < 2 || a.srcs > 3) {
			t.Fatalf("%q: %d inputs", s, a.srcs)
		}
	})
}

// TestTableInDoc: docs/llvm-mapping.md carries the mapping table exactly as
// Mapping renders it (go test -run TestTableInDoc -update rewrites it).
func TestTableInDoc(t *testing.T) {
	const file = "../../docs/llvm-mapping.md"
	want := mappingDoc()
	if *update {
		if err := os.WriteFile(file, []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	got, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("%v (run go test ./targets/llvm -run TestTableInDoc -update)", err)
	}
	if want != string(got) {
		t.Errorf("%s is stale; run go test ./targets/llvm -run TestTableInDoc -update", file)
	}
}

// mappingDoc is docs/llvm-mapping.md: the mapping table with a header.
func mappingDoc() string {
	return "<!-- Generated from targets/llvm Mapping by go test ./targets/llvm -run TestTableInDoc -update. DO NOT EDIT. -->\n\n" +
		"# LLVM IR mapping table\n\n" +
		"How package llvm (targets/llvm) writes each min/max: the declared semantics (nan = number | propagate |\n" +
		"ieee2008 | nnan, plus nsz, with the contract semantics.Declared gives it) and the lane type choose the first\n" +
		"matching row for the triple and CPU. The last column is what TestLLCMatrix requires llc-19 to select\n" +
		"(\"{op}\" is max or min, \"{ty}\" the PTX type, \"{v}\" the AMD mnemonic of the lane type, \"canon:\" an\n" +
		"instruction whose two sources are one register). The package documentation explains the choices.\n\n" +
		TableMarkdown()
}

// TestEveryPairHasARow: the table covers every semantics × lane type ×
// target × CPU (and no -mcpu).
func TestEveryPairHasARow(t *testing.T) {
	for _, tr := range []string{TripleNVPTX, TripleAMDGCN} {
		for _, c := range append([]string{""}, CPUs(tr)...) {
			tg, err := New(Options{Triple: tr, CPU: c})
			if err != nil {
				t.Fatal(err)
			}
			for _, sem := range SemKeys {
				for _, l := range []ir.ElemType{ir.F16, ir.BF16, ir.F32, ir.F64} {
					if _, err := tg.lookupRow(sem, l); err != nil {
						t.Error(err)
					}
				}
			}
			for _, l := range intLanes {
				if _, err := tg.lookupRow("int", l); err != nil {
					t.Error(err)
				}
			}
		}
	}
}

func TestDeterministic(t *testing.T) {
	m := mustParse(t, "matrix.tile", matrixSource())
	for _, o := range []Options{{Triple: TripleNVPTX, CPU: "sm_90"}, {Triple: TripleAMDGCN}} {
		a, b := emit(t, m, o), emit(t, m, o)
		if a != b {
			t.Errorf("%s: two emissions differ", o.Triple)
		}
	}
}

// TestDataLayoutMatchesLLVM: opt-19 infers the layout from the triple when
// the module has none; ours must be the same.
func TestDataLayoutMatchesLLVM(t *testing.T) {
	opt := oracle.Require(t, oracle.Opt)
	for tr, want := range map[string]string{TripleNVPTX: layoutNVPTX, TripleAMDGCN: layoutAMDGCN} {
		out, err := oracle.Run(opt, []byte("target triple = \""+tr+"\"\n"), "-S", "-o", "-")
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(out), "target datalayout = \""+want+"\"") {
			t.Errorf("%s: opt-19 infers\n%s\nwe write %s", tr, out, want)
		}
	}
}

// TestScalarBitsExact: every scalar reaches LLVM with its exact bits. Each
// constant is bitcast to an integer and stored; opt-19 -passes=instsimplify
// folds the bitcasts, and the stored integers must be the scalars' bits.
func TestScalarBitsExact(t *testing.T) {
	opt := oracle.Require(t, oracle.Opt)
	type sc struct {
		t    ir.ElemType
		bits uint64
	}
	var cs []sc
	for _, b := range []uint64{0, 0x80000000, 0x3f800000, 0xbf800000, 1, 0x80000001, 0x007fffff, 0x7f7fffff, 0x7f800000, 0xff800000, 0x7fc00000, 0x7fc00001, 0xffc00123, 0x7f800001, 0x7fbfffff, 0x3dcccccd, 0x33800000} {
		cs = append(cs, sc{ir.F32, b})
	}
	for _, b := range []uint64{0, 1 << 63, 0x3ff0000000000000, 1, 0x000fffffffffffff, 0x7fefffffffffffff, 0x7ff0000000000000, 0x7ff8000000000000, 0x7ff0000000000001, 0xfff8000000000456, 0x3fb999999999999a} {
		cs = append(cs, sc{ir.F64, b})
	}
	for _, b := range []uint64{0, 0x8000, 0x3c00, 0x0001, 0x03ff, 0x7bff, 0x7c00, 0xfc00, 0x7e00, 0x7c01, 0xfe01, 0x3555} {
		cs = append(cs, sc{ir.F16, b})
	}
	var b strings.Builder
	b.WriteString("define void @f(i64* %p) {\n")
	for i, c := range cs {
		lc := laneConst(c.t, c.bits)
		it := map[ir.ElemType]string{ir.F32: "i32", ir.F64: "i64", ir.F16: "i16"}[c.t]
		ft := llType(c.t).LLString()
		b.WriteString("  %v" + strconv.Itoa(i) + " = bitcast " + ft + " " + lc.Ident() + " to " + it + "\n")
		if it == "i64" {
			b.WriteString("  %z" + strconv.Itoa(i) + " = or i64 %v" + strconv.Itoa(i) + ", 0\n")
		} else {
			b.WriteString("  %z" + strconv.Itoa(i) + " = zext " + it + " %v" + strconv.Itoa(i) + " to i64\n")
		}
		b.WriteString("  %g" + strconv.Itoa(i) + " = getelementptr i64, i64* %p, i64 " + strconv.Itoa(i) + "\n")
		b.WriteString("  store i64 %z" + strconv.Itoa(i) + ", i64* %g" + strconv.Itoa(i) + "\n")
	}
	b.WriteString("  ret void\n}\n")
	out, err := oracle.Run(opt, []byte(b.String()), "-passes=instsimplify", "-S", "-o", "-")
	if err != nil {
		t.Fatal(err)
	}
	re := regexp.MustCompile(`store i64 (-?\d+), ptr %(?:g(\d+)|p)\b`) // index 0 folds to %p
	got := map[int]uint64{}
	for _, m := range re.FindAllStringSubmatch(string(out), -1) {
		v, _ := strconv.ParseInt(m[1], 10, 64)
		i := 0
		if m[2] != "" {
			i, _ = strconv.Atoi(m[2])
		}
		got[i] = uint64(v)
	}
	for i, c := range cs {
		g, ok := got[i]
		if !ok {
			t.Errorf("%s %#x: not folded by opt:\n%s", c.t, c.bits, out)
			continue
		}
		if g != c.bits {
			t.Errorf("%s %#x: LLVM reads %#x", c.t, c.bits, g)
		}
	}
}

// TestNoIEEE: -ieee=0 puts "amdgpu-ieee"="false" on GFX9–11 kernels, llc
// then clears MODE.IEEE and stops canonicalizing maxnum inputs (docs/reference/amdgpu.md
// §4.1, §4.4); GFX12 has no such bit and gets no attribute.
func TestNoIEEE(t *testing.T) {
	m := mustParse(t, "seed.tile", seedSource(t))
	text := emit(t, m, Options{Triple: TripleAMDGCN, CPU: "gfx942", NoIEEE: true})
	if !strings.Contains(text, `"amdgpu-ieee"="false"`) {
		t.Fatalf("no amdgpu-ieee attribute:\n%s", text)
	}
	if t12 := emit(t, m, Options{Triple: TripleAMDGCN, CPU: "gfx1200", NoIEEE: true}); strings.Contains(t12, "amdgpu-ieee") {
		t.Errorf("gfx1200 got the amdgpu-ieee attribute")
	}
	mm := mustParse(t, "matrix.tile", matrixSource())
	out := llc(t, writeTemp(t, "m.ll", emit(t, mm, Options{Triple: TripleAMDGCN, CPU: "gfx942", NoIEEE: true})), TripleAMDGCN, "gfx942")
	if strings.Count(out, ".amdhsa_ieee_mode 0") != len(matrixKernels()) {
		t.Errorf("want .amdhsa_ieee_mode 0 in every kernel descriptor")
	}
	fns := splitFuncs(out, TripleAMDGCN)
	for _, k := range matrixKernels() {
		if k.arity != 2 || (k.sem != "number" && k.sem != "number+nsz") || k.typ.Lane() != ir.F32 {
			continue
		}
		if pe := expand("canon:{vcanon}", k, cpuOf("gfx942")); checkPattern(fns[k.name], pe) {
			t.Errorf("%s: canonicalize with IEEE = 0:\n%s", k.name, fns[k.name])
		}
	}
}

func TestEmitErrors(t *testing.T) {
	src := "kernel @llvm.bad(%A: global f32[1,1]) grid(1) block(1) {\n}\n\nkernel @k() grid(1) block(1) {\n}\n\nkernel @k() grid(1) block(1) {\n}\n"
	m := mustParse(t, "e.tile", src)
	tg, _ := New(Options{Triple: TripleNVPTX})
	_, err := tg.Emit(m)
	if err == nil {
		t.Fatal("want errors")
	}
	for _, want := range []string{`e.tile:1:1: error: kernel @llvm.bad: names starting with "llvm." are reserved`, `e.tile:7:1: error: kernel @k is defined twice`} {
		if !strings.Contains(err.(ir.ErrorList).String(), want) {
			t.Errorf("errors %q lack %q", err, want)
		}
	}
}

// TestNamesDoNotClash: parameters named like blocks still give valid IR.
func TestNamesDoNotClash(t *testing.T) {
	src := "kernel @k(%entry: global f32[2,1], %bb: global f32[2,1], %p: pred) grid(1) block(1) {\n  %a = alloc.local f32[2,1]\n  %a = load %entry {pred = %p}\n  store %bb, %a {pred = !%p}\n}\n"
	text := emit(t, mustParse(t, "n.tile", src), Options{Triple: TripleAMDGCN})
	parseBack(t, "n.ll", emitTyped(t, mustParse(t, "n.tile", src), Options{Triple: TripleAMDGCN}))
	if p, err := oracle.Lookup(oracle.Opt); err == nil {
		optVerify(t, p, writeTemp(t, "n.ll", text))
	}
}

// FuzzEmit: whatever parses and verifies is emitted without a panic, and
// llir/llvm parses the result back.
func FuzzEmit(f *testing.F) {
	f.Add(seedSource(f))
	f.Add(extraCommon)
	f.Add(extraNVPTX)
	f.Add(extraAMD)
	for _, k := range matrixKernels()[:20] {
		f.Add(k.source())
	}
	targets := []Options{{Triple: TripleNVPTX, CPU: "sm_90"}, {Triple: TripleAMDGCN}, {Triple: TripleNVPTX}}
	f.Fuzz(func(t *testing.T, src string) {
		m, err := ir.Parse("f.tile", []byte(src))
		if err != nil || m == nil {
			return
		}
		for _, o := range targets {
			tg, _ := New(o)
			if len(verify.Module(m, tg)) > 0 {
				continue
			}
			var n int64
			for _, k := range m.Kernels {
				for _, op := range k.Body {
					n += ir.Count(op)
				}
			}
			if n > 1<<14 {
				return // keep each input fast
			}
			tg.typedPointers = true // llir's parser reads typed pointers only
			mod, err := tg.Emit(m)
			if err != nil {
				continue
			}
			parseBack(t, "f.ll", mod.String())
		}
	})
}

// TestCitedModelsExist: the semantics models the table cites are in package
// semantics.
func TestCitedModelsExist(t *testing.T) {
	for _, name := range []string{"ieee754-2019:maximumNumber", "ieee754-2019:maximum", "ieee754-2008:maxNum", "llvm19:maxnum", "llvm19:maximum"} {
		if _, err := semantics.Lookup(name); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// TestNVPTXKernelNames: llc-19 prints an NVPTX kernel's name as it is, and
// PTX identifiers have no '.' and do not start with a digit (ptxas: "syntax
// error"). Emit maps '.' to '$' for nvptx64 (as targets/ptx does; tile
// names have no '$', so names stay distinct) and rejects names that are
// still not PTX identifiers; llc-19's PTX of the mapped name goes through
// ptxas.
func TestNVPTXKernelNames(t *testing.T) {
	bad := "kernel @0(%A: global f32[1,1]) grid(1) block(1) {\n}\n\nkernel @_(%A: global f32[1,1]) grid(1) block(1) {\n}\n"
	tg, _ := New(Options{Triple: TripleNVPTX})
	_, err := tg.Emit(mustParse(t, "e.tile", bad))
	for _, want := range []string{`e.tile:1:1: error: kernel @0: "0" is not a PTX identifier`, `e.tile:4:1: error: kernel @_: "_" is not a PTX identifier`} {
		if err == nil || !strings.Contains(err.(ir.ErrorList).String(), want) {
			t.Errorf("errors %v lack %q", err, want)
		}
	}
	// AMD symbols may hold both.
	if _, err := (&Target{opts: Options{Triple: TripleAMDGCN}, arch: AMDGCN}).Emit(mustParse(t, "e.tile", bad)); err != nil {
		t.Errorf("amdgcn: %v", err)
	}
	src := "kernel @my.k(%in.x: global f32[2,1]) grid(1) block(1) {\n  %a = alloc.local f32[2,1]\n  %a = load %in.x\n  %a = max %a, %a\n  store %in.x, %a\n}\n"
	text := emit(t, mustParse(t, "n.tile", src), Options{Triple: TripleNVPTX, CPU: "sm_90"})
	if !strings.Contains(text, `@my$k(`) {
		t.Errorf("kernel not named my$k:\n%s", text)
	}
	out := llc(t, writeTemp(t, "n.ll", text), TripleNVPTX, "sm_90")
	ptxas(t, out, "sm_90")
}

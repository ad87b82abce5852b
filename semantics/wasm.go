package semantics

// WebAssembly relaxed and pseudo min/max (f32x4/f64x2, per lane).
//
// relaxed_min / relaxed_max (relaxed SIMD, Wasm 3.0): "If either value is
// NaN, or the values are -0.0 and +0.0, the return value is
// implementation-defined": IMPLEMENTATION_DEFINED_ONE_OF(a, b), or the
// deterministic f32x4.min/max result (WebAssembly/relaxed-simd
// proposals/relaxed-simd/Overview.md "Relaxed min and max"; the spec test
// test/core/relaxed-simd/relaxed_min_max.wast accepts, for (-nan, 0), either
// nan:canonical or 0). A relation: the set of those results.
//
// pmin / pmax (SIMD, Wasm 2.0 core spec numerics fpmin/fpmax): fpmin(z1, z2)
// = z2 if z2 < z1 else z1; fpmax(z1, z2) = z2 if z1 < z2 else z1. A
// comparison with a NaN is false, so a NaN on either side returns z1 as is
// (sNaN and payload kept); ±0 compare equal → z1. Functions.

const (
	srcWasmRelaxed = "WebAssembly relaxed SIMD f32x4/f64x2.relaxed_min/max (relaxed-simd Overview.md \"Relaxed min and max\"; spec test relaxed-simd/relaxed_min_max.wast)"
	srcWasmPminmax = "WebAssembly core spec numerics fpmin/fpmax: z2 < z1 ? z2 : z1 (pmin), z1 < z2 ? z2 : z1 (pmax)"
)

// wasmNaNSet is the NaN set of Wasm f32.min/max (nans{z1, z2}): the
// canonical NaNs if every NaN input is canonical, else any arithmetic
// (quiet) NaN.
func wasmNaNSet(f *format, a, b uint64) Result {
	canonical := func(x uint64) bool { return !f.isNaN(x) || x&^f.sign == f.expMask|f.quiet }
	if canonical(a) && canonical(b) {
		c := f.expMask | f.quiet
		return SetOf(c, c|f.sign)
	}
	return AnyQNaN()
}

// wasmNaNSym is wasmNaNSet in the region of (a, b): whether an input is the
// canonical NaN is constant in a region (regionBlocks cuts it out).
func wasmNaNSym(f *format, a, b uint64) symSet {
	canonical := func(x uint64) bool { return !f.isNaN(x) || x&^f.sign == f.expMask|f.quiet }
	if canonical(a) && canonical(b) {
		c := f.expMask | f.quiet
		return symSet{forms: []form{constForm(f, c), constForm(f, c|f.sign)}}
	}
	return symSet{flag: flagAnyQNaN}
}

func initWasm() {
	for _, mx := range []bool{true, false} {
		op := pick(mx, "max", "min")
		std := stdRel{max: mx, zeroOrder: true}
		registerModel(&Model{name: "wasm:relaxed_" + op, arity: 2, types: []Type{F32, F64}, relation: true, source: srcWasmRelaxed,
			desc: "WebAssembly f32x4/f64x2.relaxed_" + op + " (per lane): a NaN input → a or b or the f32x4." + op + " NaN; +0 vs −0 → either; else " + op,
			rel: func(t Type, a, b, _ uint64) Result {
				f := fmtOf(t)
				switch {
				case f.isNaN(a) || f.isNaN(b):
					r := wasmNaNSet(f, a, b)
					r.add(a)
					r.add(b)
					return r
				case f.isZero(a) && f.isZero(b) && a != b:
					return SetOf(a, b)
				}
				return std.eval(t, a, b)
			},
			sym: func(f *format, t Type, a, b uint64) symSet {
				switch {
				case f.isNaN(a) || f.isNaN(b):
					s := wasmNaNSym(f, a, b)
					s.forms = append(s.forms, formOf(f, ttA), formOf(f, ttB))
					return s
				case f.isZero(a) && f.isZero(b) && a != b:
					return symSet{forms: []form{formOf(f, ttA), formOf(f, ttB)}}
				}
				return std.sym(f, t, a, b)
			}})
		registerModel(ruleModel("wasm:p"+op, "WebAssembly f32x4/f64x2.p"+op+" (per lane): "+pick(mx, "a < b ? b : a", "b < a ? b : a")+"; a NaN on either side or ±0 → a as is",
			srcWasmPminmax, []Type{F32, F64}, &rule{max: mx, zero: actA, nan: nanTable(func(int, int) act { return actRawA })}))
	}
}

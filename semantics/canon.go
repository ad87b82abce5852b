package semantics

import "fmt"

// canonicalize: one-input models.
//
// llvm19:canonicalize and llvm22:canonicalize (LangRef llvm.canonicalize,
// the same text in 19 and 22): "Returns the platform specific canonical
// encoding of a floating-point number"; under the default denormal mode
// (IEEE) a number is its own canonical encoding, and a NaN input gives a
// quiet NaN (canonicalize(sNaN) is a qNaN), with the bits "Behavior of
// Floating-Point NaN values" allows: the preferred NaN or the quieted input,
// either sign.
//
// amdgcn:<target>:canonicalize_f32|f16|f64 is the sequence LLVM selects for
// llvm.canonicalize on AMD GPUs, v_max x, x (v_max_num x, x on GFX12;
// docs/reference/amdgpu.md §4.4, "canonicalize f32 → v_max_f32 x,x,x", verified
// with llc-19), with the instruction's mode parameters: IEEE=1 quiets an sNaN,
// IEEE=0 passes it through (llvm issue #139622), denorm=0/2 flushes.

const srcLLVMCanon = "LLVM LangRef llvm.canonicalize (19 and 22), with \"Behavior of Floating-Point NaN values\"; default denormal mode (IEEE)"

func canonRel(t Type, a, _, _ uint64) Result {
	f := fmtOf(t)
	if f.isNaN(a) {
		return llvmNaNs(f, true, a)
	}
	return Exact(a)
}

func canonSym(f *format, t Type, a, _ uint64) symSet {
	if f.isNaN(a) {
		return llvmSym(f, true, a, 0)
	}
	return symSet{forms: []form{formOf(f, ttA)}}
}

func initCanon() {
	// NVPTX: LLVM 22 selects mul.rn.f32 x, 1.0 for llvm.canonicalize.f32
	// (llc-22 -march=nvptx64 -mcpu=sm_90; LLVM 19 cannot select it): a
	// number times 1 is itself (no .ftz: subnormals kept), a NaN gives the
	// canonical NaN 0x7fffffff (checked against ptxas's constant folding,
	// oracle_ptxas_canon_test.go). f64 (mul.rn.f64) is not modelled: ptxas
	// does not fold it and no document gives its NaN bits.
	registerModel(&Model{name: "nvptx:canonicalize_f32", arity: 1, types: []Type{F32},
		source: "LLVM 22 NVPTX selection of llvm.canonicalize.f32: mul.rn.f32 x, 1.0 (llc-22); PTX ISA mul; NaN result 0x7fffffff checked against ptxas 11.8 constant folding",
		desc:   "NVPTX canonicalize sequence mul.rn.f32 x, 1.0 (one input): a number as is, a NaN → the canonical NaN 0x7fffffff",
		fn: func(t Type, a, _, _ uint64) uint64 {
			if fmtF32.isNaN(a) {
				return CanonicalNaN(F32, CUDA)
			}
			return a
		},
		sym: func(f *format, t Type, a, _ uint64) symSet {
			if f.isNaN(a) {
				return symSet{forms: []form{constForm(f, CanonicalNaN(F32, CUDA))}}
			}
			return symSet{forms: []form{formOf(f, ttA)}}
		}})
	for _, v := range []string{"llvm19", "llvm22"} {
		registerModel(&Model{name: v + ":canonicalize", arity: 1, types: allFloats, relation: true, source: srcLLVMCanon,
			desc: "LLVM llvm.canonicalize (one input): a number as is, a NaN → a quiet NaN (preferred or the quieted input, either sign)",
			rel:  canonRel, sym: canonSym})
	}
	for _, tg := range amdTargets {
		for _, ty := range []struct {
			sfx string
			t   Type
		}{{"f32", F32}, {"f16", F16}, {"f64", F64}} {
			mnem := "v_max_" + ty.sfx
			if tg.gen >= 12 {
				mnem = "v_max_num_" + ty.sfx
			}
			base := "amdgcn:" + tg.name + ":canonicalize_" + ty.sfx
			src := "amdgcn:" + tg.name + ":" + mnem
			ps := []param{{name: "denorm", values: []string{"3", "0", "1", "2"}, doc: "MODE.FP_DENORM: 3 keep, 0 flush in+out, 1 flush out, 2 flush in"}}
			if tg.gen < 12 {
				ps = append([]param{{name: "ieee", values: []string{"1", "0"}, doc: "MODE.IEEE (1: compute kernels, 0: graphics shaders)"}}, ps...)
			}
			ty := ty
			register(&entry{base: base, params: ps, build: func(p map[string]string) *Model {
				name := canonicalName(base, ps, p)
				inst := MustLookup(canonicalName(src, ps, p))
				r := inst.rule
				m := &Model{name: name, arity: 1, types: []Type{ty.t}, params: paramDocs(ps),
					source: "LLVM's llvm.canonicalize selection on AMD GPUs: " + mnem + " x, x (docs/reference/amdgpu.md §4.4); " + inst.source,
					desc:   fmt.Sprintf("AMD %s canonicalize sequence %s x, x (one input): %s", tg.name, mnem, inst.desc),
					fn:     func(t Type, a, _, _ uint64) uint64 { return r.eval(t, a, a) },
					sym: func(f *format, t Type, a, _ uint64) symSet {
						s := r.sym(f, t, a, a)
						for i := range s.forms {
							s.forms[i] = diag(s.forms[i])
						}
						return s
					}}
				return m
			}})
		}
	}
}

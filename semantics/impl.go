package semantics

import "strings"

// Implementations: Go (amd64) and glibc (x86-64). Functions, one exact result.

func ruleModel(name, desc, src string, types []Type, r *rule) *Model {
	return &Model{
		name: name, desc: desc, source: src, arity: 2, types: types, rule: r,
		fn: func(t Type, a, b, _ uint64) uint64 { return r.eval(t, a, b) },
	}
}

// x86NaN is the NaN result of an SSE arithmetic instruction (addss/addsd)
// whose first source is a: the first NaN operand, quieted (Intel SDM vol. 1
// table 4-7, "SSE: first source operand").
func x86FirstNaN(ka, kb int) act {
	if ka != kNum {
		return actQA
	}
	return actQB
}

func initImplGo() {
	// Go math.Max / math.Min on amd64, src/math/dim_amd64.s archMax/archMin:
	// +Inf (max) or −Inf (min) first, then any NaN → math.NaN()
	// (0x7ff8000000000001), then ±0 (AND / OR of the bits), then MAXSD/MINSD.
	const srcGoMath = "Go src/math/dim.go and dim_amd64.s (docs/reference/semantics.md §2.2)"
	const srcGoArc = "Go src/math/dim_<goarch>.s (docs/reference/semantics.md §2.2 table, F1, F2; run under QEMU there, not here)"
	for _, mx := range []bool{true, false} {
		name, desc := "go:math.Max", "Go math.Max on amd64: +Inf first, then NaN → 0x7ff8000000000001, −0 < +0"
		if !mx {
			name, desc = "go:math.Min", "Go math.Min on amd64: −Inf first, then NaN → 0x7ff8000000000001, −0 < +0"
		}
		ps := []param{{name: "goarch", values: []string{"amd64", "arm64", "riscv64", "386", "s390x"},
			doc: "the architecture whose math package runs (386 and s390x behave as amd64)"}}
		amd := &rule{max: mx, infFirst: true,
			nan:   nanTable(func(int, int) act { return actCanon }),
			canon: func(t Type) uint64 { return CanonicalNaN(t, GoNaN) },
		}
		// arm64: ±Inf first, then FMAXD F0, F1, F0 = FMAX(y, x): an sNaN
		// first (y before x), quieted, then y's qNaN, then x's.
		arm := &rule{max: mx, infFirst: true, nan: nanTable(func(ka, kb int) act { return swapAct(armNaN(kb, ka)) })}
		// riscv64: FCLASS finds ±Inf, then a qNaN (mask 0x200 only) of x, then
		// of y, returned as is; an sNaN is not detected and FMAX.D returns the
		// number (two sNaNs: the canonical NaN).
		rv := &rule{max: mx, infFirst: true,
			canon: func(t Type) uint64 { return CanonicalNaN(t, IEEEPreferred) },
			nan: nanTable(func(ka, kb int) act {
				switch {
				case ka == kQNaN:
					return actRawA
				case kb == kQNaN:
					return actRawB
				case ka == kSNaN && kb == kSNaN:
					return actCanon
				case ka == kSNaN:
					return actB
				}
				return actA
			})}
		register(&entry{base: name, params: ps, build: func(p map[string]string) *Model {
			r, d, src := amd, desc, srcGoMath
			switch p["goarch"] {
			case "386", "s390x":
				d = strings.Replace(desc, "amd64", p["goarch"], 1)
				src = srcGoArc
			case "arm64":
				r, src = arm, srcGoArc
				d = name + " on arm64: ±Inf first, then FMAX(y, x): a NaN result is the quieted input (sNaN first, y before x)"
			case "riscv64":
				r, src = rv, srcGoArc
				d = name + " on riscv64: ±Inf first, then a qNaN as is (x first); an sNaN is not detected: Max(sNaN, 1) = 1"
			}
			m := ruleModel(canonicalName(name, ps, p), d, src, []Type{F64}, r)
			m.params = paramDocs(ps)
			return m
		}})
	}
	// Go builtin min/max (Go 1.21+) on amd64: cmd/compile AMD64.rules lowers
	// min to POR(MINSx(MINSx(x, y), x), MINSx(x, y)) and max to the same on
	// sign-flipped operands, so a NaN result is the bitwise OR of the inputs
	// (sNaN kept): docs/reference/semantics.md §2.2, F3.
	const srcGoBuiltin = "Go spec \"Min and max\"; cmd/compile AMD64.rules Min/Max lowering (docs/reference/semantics.md §2.2, F3)"
	registerModel(ruleModel("go:max", "Go builtin max on amd64: NaN if any input is NaN (bits: OR of the inputs, sign AND), −0 < +0",
		srcGoBuiltin, []Type{F32, F64}, &rule{
			max: true, nan: nanTable(func(int, int) act { return actOrMax }),
		}))
	registerModel(ruleModel("go:min", "Go builtin min on amd64: NaN if any input is NaN (bits: OR of the inputs), −0 < +0",
		srcGoBuiltin, []Type{F32, F64}, &rule{
			max: false, nan: nanTable(func(int, int) act { return actOrMin }),
		}))

	// glibc 2.36 x86-64. fmax/fmin: sysdeps/x86_64/fpu/s_fmax.S (ucomisd,
	// maxsd: ties → y; a qNaN loses to a number; an sNaN or two NaNs go
	// through addsd: the first NaN operand, quieted). fmaximum/fminimum and
	// fmaximum_num/fminimum_num: generic math/s_f*_template.c (−0 < +0;
	// NaN cases end in x + y). Measured rows: docs/reference/semantics.md §2.1.
	const srcGlibc = "glibc 2.36 x86-64 sysdeps/x86_64/fpu/s_fmax.S, s_fmin.S (docs/reference/semantics.md §2.1, F4, F5)"
	const srcGlibcT = "glibc 2.36 math/s_fmaximum_template.c, s_fmaximum_num_template.c on x86-64 (docs/reference/semantics.md §2.1, F5)"
	for _, mx := range []bool{true, false} {
		registerModel(ruleModel("glibc-x86_64:"+pick(mx, "fmax", "fmin"),
			"glibc x86-64 "+pick(mx, "fmax/fmaxf", "fmin/fminf")+": a qNaN loses, an sNaN or two NaNs give the first NaN quieted, ±0 → second operand",
			srcGlibc, []Type{F32, F64}, &rule{
				max: mx, zero: actB,
				nan: nanTable(func(ka, kb int) act {
					switch {
					case ka == kQNaN && kb == kNum:
						return actB
					case ka == kNum && kb == kQNaN:
						return actA
					}
					return x86FirstNaN(ka, kb)
				}),
			}))
		registerModel(ruleModel("glibc-x86_64:"+pick(mx, "fmaximum", "fminimum"),
			"glibc x86-64 "+pick(mx, "fmaximum", "fminimum")+": any NaN → the first NaN quieted, −0 < +0",
			srcGlibcT, []Type{F32, F64}, &rule{
				max: mx, nan: nanTable(x86FirstNaN),
			}))
		registerModel(ruleModel("glibc-x86_64:"+pick(mx, "fmaximum_num", "fminimum_num"),
			"glibc x86-64 "+pick(mx, "fmaximum_num", "fminimum_num")+": a NaN (sNaN too) loses, two NaNs → the second quieted, −0 < +0",
			srcGlibcT, []Type{F32, F64}, &rule{
				max: mx, nan: numberTable(actQB),
			}))
	}
}

// LLVM 19's constant folder (llvm/include/llvm/ADT/APFloat.h in the 19
// release: maxnum/minnum return the other operand if one is NaN, so B as is
// if both are, and order zeros (#83376); maximum/minimum return A if it is
// NaN, else B if it is NaN, as is, and order zeros). A function: what opt-19 folds a
// call with constant operands to (docs/reference/semantics.md §2.3, F7). The
// LangRef allows more; see the llvm19:* relations.
func initImpl2() {
	const src = "LLVM 19 APFloat.h maxnum/minnum/maximum/minimum, as used by ConstantFolding (docs/reference/semantics.md §2.3, F7)"
	for _, mx := range []bool{true, false} {
		registerModel(ruleModel("llvm19-fold:"+pick(mx, "maxnum", "minnum"),
			"LLVM 19 constant folding of llvm."+pick(mx, "maxnum", "minnum")+": a NaN loses (sNaN not quieted), two NaNs → the second as is, −0 < +0",
			src, allFloats, &rule{max: mx, nan: numberTable(actRawB)}))
		registerModel(ruleModel("llvm19-fold:"+pick(mx, "maximum", "minimum"),
			"LLVM 19 constant folding of llvm."+pick(mx, "maximum", "minimum")+": the first NaN operand as is (sNaN kept), −0 < +0",
			src, allFloats, &rule{max: mx, nan: nanTable(func(ka, kb int) act {
				if ka != kNum {
					return actRawA
				}
				return actRawB
			})}))
	}
}

package semantics

// CPU instructions and Wasm of docs/reference/semantics.md §3. These rows were not
// re-run here (no such hardware or emulator on this machine); their sources
// are the vendor texts cited there.

const (
	srcX86   = "Intel SDM MAXSS/MAXSD/MINSS/MINSD: dest = src1 > src2 ? src1 : src2, else src2 as is (docs/reference/semantics.md §3)"
	srcArm   = "Arm ARM FMAX/FMIN, FMAXNM/FMINNM, FPProcessNaNs (sNaN first, then op1; quieted; FPCR.DN=1 → default NaN) (docs/reference/semantics.md §3)"
	srcRISCV = "RISC-V F/D/Zfh ≥2.2 FMAX/FMIN: IEEE 754-2019 maximumNumber, two NaNs → canonical NaN (riscv-isa-manual #75; docs/reference/semantics.md §3)"
	srcWasm  = "WebAssembly core spec numerics fmax_N/fmin_N and NaN propagation (docs/reference/semantics.md §3)"
)

// armNaN is FPProcessNaNs: an sNaN operand first (op1 before op2), quieted;
// else a qNaN operand (op1 before op2).
func armNaN(ka, kb int) act {
	switch {
	case ka == kSNaN:
		return actQA
	case kb == kSNaN:
		return actQB
	case ka == kQNaN:
		return actRawA
	}
	return actRawB
}

func initHW() {
	for _, mx := range []bool{true, false} {
		// x86 SSE: one instruction per type.
		x86 := &rule{max: mx, zero: actB, nan: nanTable(func(ka, kb int) act {
			if kb == kNum {
				return actB
			}
			return actRawB
		})}
		for _, v := range []struct {
			name string
			t    Type
		}{{pick(mx, "maxss", "minss"), F32}, {pick(mx, "maxsd", "minsd"), F64}} {
			registerModel(ruleModel("x86:"+v.name, "x86 SSE "+v.name+": a NaN in either operand or equal operands (±0 too) → the second operand as is (sNaN kept)",
				srcX86, []Type{v.t}, x86))
		}
		// Arm FMAX/FMIN and FMAXNM/FMINNM, FPCR.AH=0, with dn=0|1.
		for _, nm := range []bool{false, true} {
			name := pick(mx, "fmax", "fmin")
			if nm {
				name += "nm"
			}
			base := "arm64:" + name
			ps := []param{{name: "dn", values: []string{"0", "1"}, doc: "FPCR.DN: 1 replaces every NaN result by the default NaN"}}
			nm := nm
			register(&entry{base: base, params: ps, build: func(p map[string]string) *Model {
				dn := p["dn"] == "1"
				r := &rule{max: mx, canon: func(t Type) uint64 { return CanonicalNaN(t, IEEEPreferred) },
					nan: nanTable(func(ka, kb int) act {
						if nm && (ka == kQNaN && kb == kNum || ka == kNum && kb == kQNaN) {
							if ka == kNum {
								return actA
							}
							return actB
						}
						if dn {
							return actCanon
						}
						return armNaN(ka, kb)
					})}
				desc := "Arm " + name + " (FPCR.AH=0): "
				if nm {
					desc += "a qNaN loses to a number, an sNaN gives the quieted sNaN"
				} else {
					desc += "any NaN propagates (sNaN first, then op1, quieted)"
				}
				desc += ", +0 > −0"
				if dn {
					desc += "; DN=1: NaN results are the default NaN"
				}
				m := ruleModel(canonicalName(base, ps, p), desc, srcArm, []Type{F32, F64, F16}, r)
				m.params = paramDocs(ps)
				return m
			}})
		}
		// RISC-V.
		registerModel(ruleModel("riscv:"+pick(mx, "fmax", "fmin"),
			"RISC-V "+pick(mx, "fmax", "fmin")+".{h,s,d} (F ≥2.2): a NaN (sNaN too) loses to a number, two NaNs → canonical NaN, +0 > −0",
			srcRISCV, []Type{F32, F64, F16}, &rule{max: mx,
				canon: func(t Type) uint64 { return CanonicalNaN(t, IEEEPreferred) },
				nan:   numberTable(actCanon)}))
		// Wasm f32.max / f64.max: a relation (the NaN is non-deterministic).
		registerModel(&Model{name: "wasm:" + pick(mx, "max", "min"), arity: 2, types: []Type{F32, F64}, relation: true, source: srcWasm,
			desc: "WebAssembly f32." + pick(mx, "max", "min") + "/f64." + pick(mx, "max", "min") + ": any NaN → a NaN (canonical if every NaN input is canonical, else any arithmetic NaN), −0 < +0",
			rel: func(t Type, a, b, _ uint64) Result {
				f := fmtOf(t)
				an, bn := f.isNaN(a), f.isNaN(b)
				if !an && !bn {
					return (&stdRel{max: mx, zeroOrder: true}).eval(t, a, b)
				}
				canonical := func(x uint64) bool { return !f.isNaN(x) || x&^f.sign == f.expMask|f.quiet }
				if canonical(a) && canonical(b) {
					c := f.expMask | f.quiet
					return SetOf(c, c|f.sign)
				}
				return AnyQNaN() // arithmetic NaNs: quiet bit set, any payload, any sign
			},
			sym: func(f *format, t Type, a, b uint64) symSet {
				if !f.isNaN(a) && !f.isNaN(b) {
					return (&stdRel{max: mx, zeroOrder: true}).sym(f, t, a, b)
				}
				return wasmNaNSym(f, a, b)
			}})
	}
}

// swapAct turns an action on (a, b) into the same action on (b, a).
func swapAct(x act) act {
	switch x {
	case actA:
		return actB
	case actB:
		return actA
	case actRawA:
		return actRawB
	case actRawB:
		return actRawA
	case actQA:
		return actQB
	case actQB:
		return actQA
	}
	return x
}

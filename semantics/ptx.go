package semantics

import (
	"fmt"
	"strings"
)

// PTX min/max: every form of docs/reference/ptx.md §1.2, semantics from §2.
//
// Names are "ptx:" followed by the PTX spelling. The canonical spelling puts
// the modifiers in the order .NaN, .ftz, .xorsign.abs (or .abs), .relu; Lookup
// accepts them in any order, as ptxas 11.8 does, and only in ptxas's case
// (".NaN", never ".nan" or ".NAN": ptxas rejects those, checked here).
//
// The three-input .f32 form without .abs has the same spelling as the
// two-input one: it is named with the parameter inputs=3
// ("ptx:max.f32:inputs=3"); ".abs" exists only in three-input forms.
//
// Half-precision tie rule: the PTX ISA pseudocode for min/max.{f16,bf16}
// writes "d = (a > b) ? a : b", which read literally returns b for (+0, −0);
// its Notes say +0 > −0 as for f32. The default (zero=ordered) follows the
// Notes, which state the rule outright and agree with the f32 forms that ptxas
// folds; zero=literal carries the pseudocode reading (docs/reference/ptx.md §2.3).

const srcPTX = "PTX ISA 9.7.3.11/12 (float), 9.7.4.7/8 (half), 9.7.1.12/13 (integer); docs/reference/ptx.md §1.2, §2"

type ptxForm struct {
	op      string // "min" or "max"
	nan     bool
	ftz     bool
	xorsign bool // .xorsign.abs
	abs     bool // .abs (three-input only)
	relu    bool
	typ     string
}

func (p ptxForm) name() string {
	var b strings.Builder
	b.WriteString("ptx:")
	b.WriteString(p.op)
	if p.nan {
		b.WriteString(".NaN")
	}
	if p.ftz {
		b.WriteString(".ftz")
	}
	if p.xorsign {
		b.WriteString(".xorsign.abs")
	}
	if p.abs {
		b.WriteString(".abs")
	}
	if p.relu {
		b.WriteString(".relu")
	}
	b.WriteString("." + p.typ)
	return b.String()
}

// normalizePTX rewrites "ptx:op.mods.type" into the canonical modifier order.
func normalizePTX(base string) (string, error) {
	toks := strings.Split(strings.TrimPrefix(base, "ptx:"), ".")
	if len(toks) < 2 {
		return "", fmt.Errorf("PTX name needs an instruction and a type, as in ptx:max.f32")
	}
	p := ptxForm{op: toks[0], typ: toks[len(toks)-1]}
	var sawAbs, sawXor bool
	for _, m := range toks[1 : len(toks)-1] {
		var flag *bool
		switch m {
		case "NaN":
			flag = &p.nan
		case "ftz":
			flag = &p.ftz
		case "relu":
			flag = &p.relu
		case "xorsign":
			flag = &sawXor
		case "abs":
			flag = &sawAbs
		default:
			return "", fmt.Errorf("unknown PTX modifier %q (ptxas spells them .NaN, .ftz, .xorsign, .abs, .relu)", "."+m)
		}
		if *flag {
			return "", fmt.Errorf("PTX modifier .%s given twice", m)
		}
		*flag = true
	}
	p.xorsign = sawXor && sawAbs
	p.abs = sawAbs && !sawXor
	if sawXor && !sawAbs {
		return "", fmt.Errorf("modifier .xorsign requires .abs")
	}
	return p.name(), nil
}

// ptxRule is the rule of a two-input PTX float form.
func ptxRule(p ptxForm, literalTie bool) *rule {
	r := &rule{
		max: p.op == "max", ftzCmp: p.ftz, xorsignAbs: p.xorsign,
		canon: func(t Type) uint64 { return CanonicalNaN(t, CUDA) },
	}
	if p.nan {
		r.nan = nanTable(func(int, int) act { return actCanon })
	} else {
		r.nan = numberTable(actCanon)
	}
	if literalTie {
		// "d = (a > b) ? a : b" / "(a < b) ? a : b": a tie returns b.
		r.zero = actB
	}
	return r
}

func lanewise(lt Type, f func(t Type, a, b, c uint64) uint64) func(t Type, a, b, c uint64) uint64 {
	w := uint(lt.Bits())
	mask := uint64(1)<<w - 1
	return func(t Type, a, b, c uint64) uint64 {
		var out uint64
		for i := uint(0); i < uint(t.Lanes()); i++ {
			s := i * w
			out |= f(lt, a>>s&mask, b>>s&mask, c>>s&mask) << s
		}
		return out
	}
}

func ptxDesc(p ptxForm, arity int, minTarget string) string {
	var parts []string
	if p.nan {
		parts = append(parts, "any NaN → canonical NaN")
	} else {
		parts = append(parts, "a NaN (sNaN too) loses to a number, two NaNs → canonical NaN")
	}
	parts = append(parts, "−0 < +0")
	if p.ftz {
		parts = append(parts, "subnormals flushed")
	}
	if p.xorsign {
		parts = append(parts, "|a| vs |b|, sign a^b")
	}
	if p.abs {
		parts = append(parts, "inputs made absolute")
	}
	s := fmt.Sprintf("PTX %s (%d inputs; %s): %s", strings.TrimPrefix(p.name(), "ptx:"), arity, minTarget, strings.Join(parts, ", "))
	return s
}

func registerPTXFloat2(p ptxForm, lt Type, packed bool, minTarget string) {
	var tie []param
	if lt == F16 || lt == BF16 {
		tie = []param{{name: "zero", values: []string{"ordered", "literal"},
			doc: "+0 vs −0: ordered per the ISA Notes (+0 > −0), or literal per the pseudocode (second operand)"}}
	}
	base := p.name()
	register(&entry{base: base, params: tie, build: func(pm map[string]string) *Model {
		r := ptxRule(p, pm["zero"] == "literal")
		name := canonicalName(base, tie, pm)
		desc := ptxDesc(p, 2, minTarget)
		if pm["zero"] == "literal" {
			desc = strings.Replace(desc, "−0 < +0", "+0 vs −0 → second operand (literal pseudocode)", 1)
		}
		scalar := ruleModel(name, desc, srcPTX, []Type{lt}, r)
		scalar.params = paramDocs(tie)
		if !packed {
			return scalar
		}
		pt := F16x2
		if lt == BF16 {
			pt = BF16x2
		}
		return &Model{name: name, desc: desc + " (per lane)", source: srcPTX, arity: 2,
			types: []Type{pt}, fn: lanewise(lt, scalar.fn), lane: scalar, params: scalar.params}
	}})
}

func init() {
	for _, op := range []string{"min", "max"} {
		for _, nan := range []bool{false, true} {
			for _, ftz := range []bool{false, true} {
				for _, xs := range []bool{false, true} {
					p := ptxForm{op: op, nan: nan, ftz: ftz, xorsign: xs, typ: "f32"}
					tgt := "PTX 1.0, all targets"
					switch {
					case xs:
						tgt = "PTX 7.2, sm_86"
					case nan:
						tgt = "PTX 7.0, sm_80"
					}
					if xs {
						registerPTXFloat2(p, F32, false, tgt)
					} else {
						registerPTXF32(p, tgt)
					}
					// Three-input with .abs (PTX 8.8, sm_100).
					if !xs {
						pa := p
						pa.abs = true
						registerPTXF32(pa, "PTX 8.8, sm_100")
					}
					for _, ht := range []string{"f16", "f16x2"} {
						ph := ptxForm{op: op, nan: nan, ftz: ftz, xorsign: xs, typ: ht}
						tgt := "PTX 7.0, sm_80"
						if xs {
							tgt = "PTX 7.2, sm_86"
						}
						registerPTXFloat2(ph, F16, ht == "f16x2", tgt)
						if !ftz {
							pb := ph
							pb.typ = strings.Replace(ht, "f16", "bf16", 1)
							registerPTXFloat2(pb, BF16, ht == "f16x2", tgt)
						}
					}
				}
			}
		}
		registerPTXF64(op)
		registerPTXInt(op)
	}
}

// registerPTXF32 registers a .f32 form without .xorsign: two inputs by
// default, three with inputs=3; the .abs forms are three-input only.
func registerPTXF32(p ptxForm, tgt string) {
	base := p.name()
	r := ptxRule(p, false)
	op2 := func(t Type, a, b uint64) uint64 { return r.eval(t, a, b) }
	three := func(name string) *Model {
		p3 := p
		desc := ptxDesc(p3, 3, "PTX 8.8, sm_100")
		return &Model{name: name, desc: desc + "; d = op(op(a, b), c)", source: srcPTX, arity: 3, types: []Type{F32},
			fn: func(t Type, a, b, c uint64) uint64 {
				if p.abs {
					a, b, c = a&^fmtF32.sign, b&^fmtF32.sign, c&^fmtF32.sign
				}
				return op2(t, op2(t, a, b), c)
			}}
	}
	if p.abs {
		register(&entry{base: base, build: func(map[string]string) *Model { return three(base) }})
		return
	}
	ps := []param{{name: "inputs", values: []string{"2", "3"}, doc: "two-input form, or the three-input form d, a, b, c (PTX 8.8, sm_100)"}}
	two := ruleModel(base, ptxDesc(p, 2, tgt), srcPTX, []Type{F32}, r)
	two.params = paramDocs(ps)
	m3 := three(base + ":inputs=3")
	m3.params = two.params
	register(&entry{base: base, params: ps, build: func(pm map[string]string) *Model {
		if pm["inputs"] == "3" {
			return m3
		}
		return two
	}})
}

// registerPTXF64 registers min/max.f64. Two NaNs: the PTX ISA says only "NaN";
// CUDA's canonical-NaN rule covers single precision only, and the SASS ptxas
// emits (DSETP + SEL + LOP3 setting bit 19 of the high word) selects an input
// and sets its quiet bit, so the model allows quiet(a) or quiet(b)
// (docs/reference/ptx.md §2.2; not run on hardware).
func registerPTXF64(op string) {
	p := ptxForm{op: op, typ: "f64"}
	r := ptxRule(p, false)
	registerModel(&Model{name: p.name(), source: srcPTX, arity: 2, types: []Type{F64}, relation: true,
		desc: "PTX " + op + ".f64 (PTX 1.0, sm_13): a NaN loses to a number, −0 < +0; two NaNs → quiet(a) or quiet(b) (unspecified)",
		rel: func(t Type, a, b, _ uint64) Result {
			if fmtF64.isNaN(a) && fmtF64.isNaN(b) {
				return SetOf(fmtF64.quietNaN(a), fmtF64.quietNaN(b))
			}
			return Exact(r.eval(t, a, b))
		},
		sym: func(f *format, t Type, a, b uint64) symSet {
			if f.isNaN(a) && f.isNaN(b) {
				return symSet{forms: []form{withBit(formOf(f, ttA), f.quiet, f.quiet), withBit(formOf(f, ttB), f.quiet, f.quiet)}}
			}
			return r.sym(f, t, a, b)
		}})
}

// intMinMax returns a lane-wise integer min/max, optionally with .relu
// (a negative result becomes 0).
func intMinMax(max, relu bool) func(t Type, a, b, c uint64) uint64 {
	return func(t Type, a, b, _ uint64) uint64 {
		w := uint(t.Bits() / t.Lanes())
		signed := false
		switch t {
		case S16, S32, S64, S16x2, S8x4:
			signed = true
		}
		var mask uint64 = ^uint64(0)
		if w < 64 {
			mask = 1<<w - 1
		}
		var out uint64
		for i := uint(0); i < uint(t.Lanes()); i++ {
			s := i * w
			x, y := a>>s&mask, b>>s&mask
			var less bool
			if signed {
				sh := 64 - w
				less = int64(x<<sh)>>sh < int64(y<<sh)>>sh
			} else {
				less = x < y
			}
			r := x
			if less == max {
				r = y
			}
			if relu && signed && w < 64 && r>>(w-1)&1 == 1 || relu && w == 64 && int64(r) < 0 {
				r = 0
			}
			out |= r << s
		}
		return out
	}
}

func registerPTXInt(op string) {
	type it struct {
		typ  string
		t    Type
		relu bool
		tgt  string
	}
	forms := []it{
		{"u16", U16, false, "PTX 1.0"}, {"u32", U32, false, "PTX 1.0"}, {"u64", U64, false, "PTX 1.0"},
		{"s16", S16, false, "PTX 1.0"}, {"s64", S64, false, "PTX 1.0"}, {"s32", S32, false, "PTX 1.0"},
		{"u16x2", U16x2, false, "PTX 8.0, sm_90"}, {"s16x2", S16x2, false, "PTX 8.0, sm_90"},
		{"s32", S32, true, "PTX 8.0, sm_90"}, {"s16x2", S16x2, true, "PTX 8.0, sm_90"},
		{"u8x4", U8x4, false, "PTX 9.2, sm_120f"}, {"s8x4", S8x4, false, "PTX 9.2, sm_120f"},
		{"s8x4", S8x4, true, "PTX 9.2, sm_120f"},
	}
	for _, f := range forms {
		p := ptxForm{op: op, relu: f.relu, typ: f.typ}
		desc := fmt.Sprintf("PTX %s (%s): integer %s", strings.TrimPrefix(p.name(), "ptx:"), f.tgt, op)
		if f.relu {
			desc += ", a negative result clamps to 0"
		}
		registerModel(&Model{name: p.name(), desc: desc, source: srcPTX, arity: 2, types: []Type{f.t},
			fn: intMinMax(op == "max", f.relu)})
	}
}

package semantics

import (
	"fmt"
	"strings"
	"sync"

	"github.com/lowerc/lowerc/semantics/modelid"
)

// PTX min/max: every form of docs/reference/ptx.md §1.2, semantics from §2.
//
// The models are the descriptors of package modelid (modelid.PTXModels),
// which targets/ptx/internal/formgen writes from the families of the PTX
// form table: one model per min/max row (and the forms that are models
// only); the rows hold the identifiers, which [PTXRef] resolves.
//
// Names are "ptx:" followed by the PTX spelling. The canonical spelling puts
// the modifiers in the order .NaN, .ftz, .xorsign.abs (or .abs), .relu
// (modelid.SpellPTX, the one place that order is coded); Lookup
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

// ptxFormOf is the form of a model descriptor.
func ptxFormOf(d modelid.PTXModel) ptxForm {
	m := d.Mods
	xs := m&modelid.ModXorsign != 0
	return ptxForm{op: d.Op, nan: m&modelid.ModNaN != 0, ftz: m&modelid.ModFTZ != 0,
		xorsign: xs, abs: m&modelid.ModAbs != 0 && !xs, relu: m&modelid.ModRelu != 0, typ: d.Type}
}

func (p ptxForm) mods() modelid.PTXMods {
	var m modelid.PTXMods
	for _, f := range []struct {
		on  bool
		bit modelid.PTXMods
	}{{p.nan, modelid.ModNaN}, {p.ftz, modelid.ModFTZ}, {p.xorsign, modelid.ModXorsign | modelid.ModAbs},
		{p.abs, modelid.ModAbs}, {p.relu, modelid.ModRelu}} {
		if f.on {
			m |= f.bit
		}
	}
	return m
}

func (p ptxForm) name() string { return "ptx:" + modelid.SpellPTX(p.op, p.mods(), p.typ) }

// normalizePTX rewrites "ptx:op.mods.type" into the canonical modifier order.
func normalizePTX(base string) (string, error) {
	toks := strings.Split(strings.TrimPrefix(base, "ptx:"), ".")
	if len(toks) < 2 {
		return "", fmt.Errorf("PTX name needs an instruction and a type, as in ptx:max.f32")
	}
	var mods modelid.PTXMods
	for _, m := range toks[1 : len(toks)-1] {
		bit, ok := modelid.ParsePTXMod(m)
		if !ok {
			return "", fmt.Errorf("unknown PTX modifier %q (ptxas spells them .NaN, .ftz, .xorsign, .abs, .relu)", "."+m)
		}
		if mods&bit != 0 {
			return "", fmt.Errorf("PTX modifier .%s given twice", m)
		}
		mods |= bit
	}
	if mods&modelid.ModXorsign != 0 && mods&modelid.ModAbs == 0 {
		return "", fmt.Errorf("modifier .xorsign requires .abs")
	}
	return "ptx:" + modelid.SpellPTX(toks[0], mods, toks[len(toks)-1]), nil
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

// init registers one model per descriptor of package modelid. A
// three-input .f32 form without .abs is the parameter inputs=3 of its
// two-input twin's model, registered with it.
func initPTX() {
	for _, d := range modelid.PTXModels() {
		p := ptxFormOf(d)
		switch d.Type {
		case "f32":
			switch {
			case p.xorsign:
				registerPTXFloat2(p, F32, false, d.Needs)
			case d.Inputs == 2 || p.abs:
				registerPTXF32(p, d.Needs)
			}
		case "f64":
			registerPTXF64(p.op)
		case "f16", "f16x2":
			registerPTXFloat2(p, F16, d.Type == "f16x2", d.Needs)
		case "bf16", "bf16x2":
			registerPTXFloat2(p, BF16, d.Type == "bf16x2", d.Needs)
		default:
			registerPTXInt(p, d.Needs)
		}
	}
}

var ptxRefs = sync.OnceValue(func() []Ref {
	ds := modelid.PTXModels()
	refs := make([]Ref, len(ds)+1)
	for _, d := range ds {
		refs[d.ID] = MustRef(d.Name)
	}
	return refs
})

// PTXRef returns the model a PTX identifier names (the zero Ref for the
// zero identifier). Every identifier resolves: the models are built from
// the same descriptors (TestPTXRefs).
func PTXRef(id modelid.PTX) Ref {
	refs := ptxRefs()
	if int(id) >= len(refs) {
		return Ref{}
	}
	return refs[id]
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

// registerPTXInt registers an integer form (tgt: what it needs).
func registerPTXInt(p ptxForm, tgt string) {
	t, err := ParseType(p.typ)
	if err != nil || fmtOf(t) != nil {
		panic(fmt.Sprintf("semantics: PTX integer form %s: type %q", p.name(), p.typ))
	}
	desc := fmt.Sprintf("PTX %s (%s): integer %s", strings.TrimPrefix(p.name(), "ptx:"), tgt, p.op)
	if p.relu {
		desc += ", a negative result clamps to 0"
	}
	registerModel(&Model{name: p.name(), desc: desc, source: srcPTX, arity: 2, types: []Type{t},
		fn: intMinMax(p.op == "max", p.relu)})
}

package ptx

import (
	"fmt"

	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/semantics/modelid"
)

// A stepKind is how one two-input min/max on one lane type is emitted.
type stepKind uint8

const (
	stepNative    stepKind = iota // one form of the table
	stepNaNExpand                 // number form + setp.nan + selp of a canonical NaN
	stepViaF32                    // f16/bf16 widened to f32, f32 form, narrowed back
)

// Canonical NaNs of the NaN-propagating expansions: the bits sm_80+
// max.NaN.f32 produces (0x7fffffff, docs/reference/ptx.md §2.2 [V]) and CUDA's canonical
// f16/bf16 NaN (0x7fff, docs/reference/ptx.md §2.2 [D]), so that results do not depend on the
// target. f64 has no native NaN-propagating form; lowerc uses the same rule
// (positive, every significand bit set) on every target.
const (
	canonF32  = "0f7FFFFFFF"
	canonF64  = "0d7FFFFFFFFFFFFFFF"
	canonHalf = "0x7FFF"
)

// A step is the lowering of a two-input min/max on one lane type.
type step struct {
	kind      stepKind
	lane      ir.ElemType
	form      *Form // native form; the number form for stepNaNExpand; the f32 form for stepViaF32
	propagate bool  // stepViaF32: select the canonical NaN when an input is NaN
	// gated says which native form the PTX version kept out ("" if none).
	gated string
	// snan wraps the step for nan = ieee2008 (IEEE 754-2008 minNum/maxNum):
	// the number result, replaced by the canonical NaN when an input is a
	// signaling NaN (PTX min/max treat sNaN like qNaN and return the number).
	snan bool
}

// A plan is the lowering of one neutral min/max op, chosen from the declared
// semantics and what the target supports.
type plan struct {
	split   bool        // packed container split into two lanes
	lane    ir.ElemType // the type the step runs on
	native3 *Form       // three-input form, when used
	gated   string      // the native forms the PTX version kept out, in words
	step    step        // the two-input step (two of them for three inputs)
	three   bool
	model   string // semantics model of the whole sequence (per lane when split)
	// modelForm is the form whose model the step's sequence implements
	// (the form itself, or the form whose bits an expansion gives); nil
	// when the model is an IEEE operation.
	modelForm *Form
	steps     int // applications of model: 2 for a three-input op as two two-input steps
	how       string
	forms     []*Form // every form the sequence uses
}

func (p *plan) use(fs ...*Form) {
	for _, f := range fs {
		if f == nil {
			panic("ptx: missing support form")
		}
		dup := false
		for _, g := range p.forms {
			dup = dup || g == f
		}
		if !dup {
			p.forms = append(p.forms, f)
		}
	}
}

func mustForm(op string, n int) *Form {
	f := Lookup(op, n)
	if f == nil {
		panic("ptx: form table lacks " + op)
	}
	return f
}

// planMinMax chooses the sequence for a neutral min/max:
//   - nan = number (and nnan): min/max.{f32,f64} on every target; half types
//     natively on sm_80+, through f32 below; integer forms natively, packed
//     integers per lane below sm_90 / PTX 8.0.
//   - nan = propagate: min/max.NaN.{f32,f16,bf16}{,x2} on sm_80+; elsewhere,
//     and for every f64, the number form plus setp.nan and selp of the
//     canonical NaN, so the bits equal those of the native form.
//   - nan = ieee2008: the number sequence, then the canonical NaN where an
//     input is a signaling NaN (PTX min/max return the number for an sNaN);
//     packed types per lane.
//   - ftz: the .ftz form where one exists (f32, f16, f16x2); elsewhere,
//     and for ieee2008 (whose model does not flush), subnormals are kept,
//     which ftz ("may flush") allows.
//   - three inputs: the native three-input form on sm_100+ / PTX 8.8 (f32),
//     else two two-input steps, d = op(op(a, b), c) (PTX's own definition of
//     the three-input form, docs/reference/ptx.md §2.1).
func (b *Backend) planMinMax(o *ir.MinMax) *plan {
	t := o.Dst.Tensor.Type
	kind := o.Kind.String()
	prop := o.NaN == ir.Propagate
	ieee := o.NaN == ir.IEEE2008 && t.IsFloat()
	p := &plan{three: len(o.Srcs) == 3, lane: t, steps: 1}
	if t == ir.F32x2 || (t.IsPacked() && (ieee || !b.packedNative(kind, t, prop, o.FTZ))) {
		// (The how below says which packed form is missing and what it needs.)
		p.split, p.lane = true, t.Lane()
	}
	// ieee2008 keeps subnormals: ftz only permits flushing, and the
	// recorded model (IEEE 754-2008 maxNum) does not flush, so a .ftz form
	// would not implement it (TestSequencesFoldedByPtxas).
	p.step = b.planStep(kind, p.lane, prop, o.FTZ && !ieee)
	p.step.snan = ieee
	p.gated += p.step.gated
	if p.three && p.lane == ir.F32 && !ieee {
		if f := Lookup(spell(kind, o.FTZ, prop, "f32"), 3); b.supports(f) {
			p.native3 = f
		} else {
			p.gated += b.gated(f)
		}
	}
	stepModel, stepHow := b.describeStep(p, kind)
	switch {
	case p.native3 != nil:
		p.use(p.native3)
		p.model = p.native3.Model.Name()
		p.how = "native, three inputs"
	case p.three:
		// d = op(op(a, b), c) is the definition of the three-input form
		// (docs/reference/ptx.md §2.1), so two f32 steps implement its model.
		p.model = stepModel
		if p.lane == ir.F32 && p.modelForm != nil {
			p.model = mustForm(p.modelForm.Op, 3).Model.Name()
		} else {
			p.steps = 2
		}
		p.how = stepHow + "; two steps, d = " + kind + "(" + kind + "(a, b), c)"
		switch {
		case p.fused3():
			p.how += ", in f32 (the three inputs widened once, narrowed once)"
			if p.step.propagate {
				p.use(mustForm("or.pred", 2))
			}
		case p.step.snan:
			p.how += "; the second step tests c alone (the intermediate is never an sNaN)"
		}
	default:
		p.model = stepModel
		p.how = stepHow
	}
	if p.split {
		mv := "mov.b32"
		if t.Bits() == 64 {
			mv = "mov.b64"
		}
		p.use(mustForm(mv, 1))
		switch {
		case t == ir.F32x2:
			p.how = "per lane (no packed f32 min/max): " + p.how
		case ieee:
			p.how = "per lane: " + p.how
		default:
			// The model of the packed form, whose bits the lanes give.
			p.model = mustForm(spell(kind, false, prop && t.IsFloat(), t.String()), 2).Model.Name()
			p.how = "per lane (" + t.String() + " form needs " + packedNeeds(kind, t) + "): " + p.how
		}
	}
	p.how += p.gated
	return p
}

// spell spells kind (min or max) with .NaN and .ftz as given and the type,
// the modifiers in canonical order (modelid.SpellPTX).
func spell(kind string, ftz, nan bool, typ string) string {
	var m modelid.PTXMods
	if nan {
		m |= modelid.ModNaN
	}
	if ftz {
		m |= modelid.ModFTZ
	}
	return modelid.SpellPTX(kind, m, typ)
}

func packedNeeds(kind string, t ir.ElemType) string {
	if f := Lookup(kind+"."+t.String(), 2); f != nil {
		return f.Needs()
	}
	return "a form PTX lacks"
}

// packedNative reports whether a packed type has a native form here.
func (b *Backend) packedNative(kind string, t ir.ElemType, prop, ftz bool) bool {
	if t == ir.F32x2 {
		return false
	}
	return b.supports(Lookup(spell(kind, ftz && t == ir.F16x2, prop && t.IsFloat(), t.String()), 2))
}

// planStep chooses the two-input step on lane type t.
func (b *Backend) planStep(kind string, t ir.ElemType, prop, ftz bool) step {
	if !t.IsFloat() {
		return step{kind: stepNative, lane: t, form: mustForm(kind+"."+t.String(), 2)}
	}
	ftz = ftz && (t == ir.F32 || t == ir.F16 || t == ir.F16x2)
	switch t {
	case ir.F64:
		if prop {
			return step{kind: stepNaNExpand, lane: t, form: mustForm(kind+".f64", 2)}
		}
		return step{kind: stepNative, lane: t, form: mustForm(kind+".f64", 2)}
	case ir.F32:
		f := Lookup(spell(kind, ftz, prop, "f32"), 2)
		if b.supports(f) {
			return step{kind: stepNative, lane: t, form: f}
		}
		return step{kind: stepNaNExpand, lane: t, form: mustForm(spell(kind, ftz, false, "f32"), 2), gated: b.gated(f)}
	}
	// f16, bf16 and native packed halves.
	f := Lookup(spell(kind, ftz, prop, t.String()), 2)
	if b.supports(f) {
		return step{kind: stepNative, lane: t, form: f}
	}
	return step{kind: stepViaF32, lane: t, form: mustForm(kind+".f32", 2), propagate: prop, gated: b.gated(f)}
}

// describeStep names the semantics model and the sequence of a step, and
// records the forms it uses.
func (b *Backend) describeStep(p *plan, kind string) (model, how string) {
	model, how = b.describeNumberStep(p, kind)
	if !p.step.snan {
		return model, how
	}
	w := map[ir.ElemType]string{ir.F32: "32", ir.F64: "64", ir.F16: "16", ir.BF16: "16"}[p.step.lane]
	selp, canon := snanSelect(p.step.lane)
	p.use(mustForm("and.b"+w, 2), mustForm("setp.gt.u"+w, 2), mustForm("setp.lt.and.u"+w, 3), mustForm("or.pred", 2), mustForm(selp, 3))
	if p.step.lane == ir.F32 {
		p.use(mustForm("mov.f32", 1))
	}
	how += fmt.Sprintf("; an sNaN input gives %s (and.b%s, setp.gt.u%s, setp.lt.and.u%s, or.pred, %s)", canon, w, w, w, selp)
	// A NaN-number pair gives the number, an sNaN gives a quiet NaN, ±0
	// are ordered: a refinement of IEEE 754-2008 minNum/maxNum.
	p.modelForm = nil
	return "ieee754-2008:" + map[string]string{"max": "maxNum", "min": "minNum"}[kind], how
}

// snanSelect is the selp form and canonical NaN of the ieee2008 step.
func snanSelect(t ir.ElemType) (selp, canon string) {
	switch t {
	case ir.F32:
		return "selp.f32", canonF32
	case ir.F64:
		return "selp.f64", canonF64
	}
	return "selp.b16", canonHalf
}

// describeNumberStep describes the step without the ieee2008 wrapper.
func (b *Backend) describeNumberStep(p *plan, kind string) (model, how string) {
	s := p.step
	switch s.kind {
	case stepNative:
		p.use(s.form)
		p.modelForm = s.form
		return s.form.Model.Name(), "native " + s.form.Op
	case stepNaNExpand:
		setp, selp := "setp.nan.f32", "selp.f32"
		canon := canonF32
		if s.lane == ir.F64 {
			setp, selp, canon = "setp.nan.f64", "selp.f64", canonF64
		}
		p.use(s.form, mustForm(setp, 2), mustForm(selp, 3))
		how = fmt.Sprintf("expansion %s + %s + %s %s", s.form.Op, setp, selp, canon)
		if s.lane == ir.F64 {
			// No PTX form propagates NaN on f64: the sequence is IEEE
			// 754-2019 maximum/minimum with a fixed NaN.
			return "ieee754-2019:" + map[string]string{"max": "maximum", "min": "minimum"}[kind], how
		}
		bits := mustForm(spell(kind, s.form.Op != kind+".f32", true, "f32"), 2)
		p.modelForm = bits
		return bits.Model.Name(), how + " (the bits of " + bits.Op + ")"
	}
	// stepViaF32
	if s.lane == ir.F16 {
		p.use(mustForm("cvt.f32.f16", 1), s.form, mustForm("cvt.rn.f16.f32", 1))
		how = "through f32: cvt.f32.f16, " + s.form.Op + ", cvt.rn.f16.f32"
	} else {
		p.use(mustForm("cvt.u32.u16", 1), mustForm("shl.b32", 2), s.form, mustForm("shr.u32", 2), mustForm("cvt.u16.u32", 1))
		how = "through f32: bf16 << 16, " + s.form.Op + ", >> 16 (exact: the result is an input or NaN)"
	}
	if s.propagate {
		p.use(mustForm("setp.nan.f32", 2), mustForm("selp.b16", 3))
		how += ", setp.nan.f32 + selp.b16 " + canonHalf
	}
	p.use(mustForm("mov.b16", 1))
	p.modelForm = mustForm(spell(kind, false, s.propagate, s.lane.String()), 2)
	return p.modelForm.Model.Name(), how
}

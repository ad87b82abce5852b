package ptx

import (
	"fmt"
	"slices"
	"sync"

	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/semantics"
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

// A seq is the sequence kind a selection row chooses for a two-input
// min/max on one lane type.
type seq uint8

const (
	// seqNative: the native form of the declared operation on the lane
	// type (with .NaN for nan = propagate, .ftz where the row keeps it).
	seqNative seq = iota + 1
	// seqNaNExpand: the number form, then setp.nan + selp of the canonical
	// NaN (stepNaNExpand).
	seqNaNExpand
	// seqViaF32: f16/bf16 widened to f32, the f32 number form, narrowed
	// back (stepViaF32).
	seqViaF32
	// seqViaF32NaN: seqViaF32, then setp.nan.f32 + selp.b16 of the
	// canonical half NaN.
	seqViaF32NaN
)

var seqNames = map[seq]string{seqNative: "native", seqNaNExpand: "number form + setp.nan + selp",
	seqViaF32: "through f32", seqViaF32NaN: "through f32 + setp.nan + selp"}

func (q seq) String() string { return seqNames[q] }

// A need is what a row needs of the target and PTX ISA version: the
// native form of the cell, spelled from the op's kind, the .NaN of nan =
// propagate, the .ftz the row keeps and the lane type (selRow.native).
type need uint8

const (
	anyNative   need = iota // the row does not depend on it
	hasNative               // selection may emit the native form here
	lacksNative             // it may not: the target or .version lacks it, or PTX has no such form
)

// A selRow is one row of the PTX min/max selection table: for a declared
// NaN policy and a lane type, given whether the target (at the PTX ISA
// version) has the native form, the sequence of the two-input step; the
// semantics model of the declared operation the sequence implements (max;
// min mirrors it); and where the choice comes from. The types are those
// the step sees: f32x2, and packed types whose packed form is missing or
// whose policy is ieee2008, are split into lanes first (planMinMax), so
// packed rows only need hasNative.
type selRow struct {
	ID       string
	Policies []ir.NaNPolicy // nil: integer types (no NaN policy)
	Types    []ir.ElemType
	Need     need
	Seq      seq
	// FTZ: a declared ftz selects the .ftz form where the lane type has
	// one (f32, f16, f16x2, docs/reference/ptx.md §2.4); false: the row
	// keeps subnormals, which ftz ("may flush") allows.
	FTZ bool
	// SNaN wraps the sequence for nan = ieee2008: the number result, or the
	// canonical NaN when an input is a signaling NaN.
	SNaN bool
	// Native3: three inputs use the native three-input form where the
	// target has it (else two steps, d = op(op(a, b), c)).
	Native3 bool
	// Model is the declared operation the sequence implements, for max;
	// MinModel for min. Integer rows have none (a total order).
	Model, MinModel semantics.Ref
	Source          string
}

var (
	numberPolicies = []ir.NaNPolicy{ir.Number, ir.NNaN}
	halfSel        = []ir.ElemType{ir.F16, ir.BF16, ir.F16x2, ir.BF16x2}
	halfLanes      = []ir.ElemType{ir.F16, ir.BF16}
	intSel         = []ir.ElemType{ir.S16, ir.U16, ir.S32, ir.U32, ir.S64, ir.U64, ir.S16x2, ir.U16x2}
)

// selTable is the selection table. Rows are disjoint: one row fits each
// (kind, policy, lane type, ftz, target, version) the backend accepts
// (TestSelectTable).
var selTable = sync.OnceValue(func() []selRow {
	// the models are looked up on first use: at package init they made
	// every lowerc process (asm and disasm included) fill package
	// semantics' model registry
	refMaximumNumber := semantics.MustRef("ieee754-2019:maximumNumber")
	refMinimumNumber := semantics.MustRef("ieee754-2019:minimumNumber")
	refMaximum := semantics.MustRef("ieee754-2019:maximum")
	refMinimum := semantics.MustRef("ieee754-2019:minimum")
	refMaxNum := semantics.MustRef("ieee754-2008:maxNum")
	refMinNum := semantics.MustRef("ieee754-2008:minNum")
	return []selRow{
		{ID: "N1", Policies: numberPolicies, Types: []ir.ElemType{ir.F32}, Seq: seqNative, FTZ: true, Native3: true,
			Model: refMaximumNumber, MinModel: refMinimumNumber,
			Source: "docs/reference/ptx.md §2.1, §7: max/min.f32 is maximumNumber on every target; max.f32 with three inputs from sm_100 / PTX 8.8 (§1.2)"},
		{ID: "N2", Policies: numberPolicies, Types: []ir.ElemType{ir.F64}, Seq: seqNative,
			Model: refMaximumNumber, MinModel: refMinimumNumber,
			Source: "docs/reference/ptx.md §2.1, §2.4, §7: max/min.f64 is maximumNumber on every target; f64 has no .ftz"},
		{ID: "N3", Policies: numberPolicies, Types: halfSel, Need: hasNative, Seq: seqNative, FTZ: true,
			Model: refMaximumNumber, MinModel: refMinimumNumber,
			Source: "docs/reference/ptx.md §1.2, §2.1, §7: the half forms where the target has them (sm_80+)"},
		{ID: "N4", Policies: numberPolicies, Types: halfLanes, Need: lacksNative, Seq: seqViaF32, FTZ: true,
			Model: refMaximumNumber, MinModel: refMinimumNumber,
			Source: "docs/reference/ptx.md §7: below sm_80 halves are computed in f32 (exact widening; the result is an input)"},
		{ID: "P1", Policies: []ir.NaNPolicy{ir.Propagate}, Types: []ir.ElemType{ir.F32}, Need: hasNative, Seq: seqNative, FTZ: true, Native3: true,
			Model: refMaximum, MinModel: refMinimum,
			Source: "docs/reference/ptx.md §1.2, §2.1, §7: max/min.NaN.f32 is maximum on sm_80+"},
		{ID: "P2", Policies: []ir.NaNPolicy{ir.Propagate}, Types: []ir.ElemType{ir.F32}, Need: lacksNative, Seq: seqNaNExpand, FTZ: true, Native3: true,
			Model: refMaximum, MinModel: refMinimum,
			Source: "docs/reference/ptx.md §2.2, §7: below sm_80 max + setp.nan + selp of 0f7FFFFFFF, the bits of max.NaN.f32"},
		{ID: "P3", Policies: []ir.NaNPolicy{ir.Propagate}, Types: []ir.ElemType{ir.F64}, Need: lacksNative, Seq: seqNaNExpand,
			Model: refMaximum, MinModel: refMinimum,
			Source: "docs/reference/ptx.md §1.2, §2.2, §7: no max.NaN.f64; max.f64 + setp.nan + selp of a fixed NaN"},
		{ID: "P4", Policies: []ir.NaNPolicy{ir.Propagate}, Types: halfSel, Need: hasNative, Seq: seqNative, FTZ: true,
			Model: refMaximum, MinModel: refMinimum,
			Source: "docs/reference/ptx.md §1.2, §2.1, §7: max/min.NaN on the half types where the target has them (sm_80+)"},
		{ID: "P5", Policies: []ir.NaNPolicy{ir.Propagate}, Types: halfLanes, Need: lacksNative, Seq: seqViaF32NaN, FTZ: true,
			Model: refMaximum, MinModel: refMinimum,
			Source: "docs/reference/ptx.md §2.2, §7: below sm_80 in f32, then setp.nan + selp of the canonical half NaN 0x7FFF"},
		{ID: "E1", Policies: []ir.NaNPolicy{ir.IEEE2008}, Types: []ir.ElemType{ir.F32, ir.F64}, Seq: seqNative, SNaN: true,
			Model: refMaxNum, MinModel: refMinNum,
			Source: "docs/reference/ptx.md §2.1, §2.4: max/min return the number for an sNaN, so an sNaN test selects the canonical NaN; subnormals kept (maxNum does not flush)"},
		{ID: "E2", Policies: []ir.NaNPolicy{ir.IEEE2008}, Types: halfLanes, Need: hasNative, Seq: seqNative, SNaN: true,
			Model: refMaxNum, MinModel: refMinNum,
			Source: "docs/reference/ptx.md §1.2, §2.1: the half number form (sm_80+) and the sNaN test"},
		{ID: "E3", Policies: []ir.NaNPolicy{ir.IEEE2008}, Types: halfLanes, Need: lacksNative, Seq: seqViaF32, SNaN: true,
			Model: refMaxNum, MinModel: refMinNum,
			Source: "docs/reference/ptx.md §2.1, §7: below sm_80 the number step in f32 and the sNaN test"},
		{ID: "I1", Types: intSel, Seq: seqNative,
			Source: "docs/reference/ptx.md §1.2: the integer forms on every target (packed s16x2/u16x2 where the target has them, else per lane)"},
	}
})

// declared returns the row's declared operation for kind (max or min).
func (r *selRow) declared(kind string) semantics.Ref {
	if kind == "min" {
		return r.MinModel
	}
	return r.Model
}

// ftzTypes are the lane types with a .ftz min/max form (docs/reference/ptx.md §2.4).
var ftzTypes = []ir.ElemType{ir.F32, ir.F16, ir.F16x2}

// ftz reports whether the row's form is spelled with .ftz for a declared
// ftz on lane type t.
func (r *selRow) ftz(declared bool, t ir.ElemType) bool {
	return declared && r.FTZ && slices.Contains(ftzTypes, t)
}

// native returns the native form of the cell (nil where PTX has none):
// kind with .NaN for nan = propagate and .ftz as given, on lane type t.
func (r *selRow) native(kind string, nan ir.NaNPolicy, t ir.ElemType, ftz bool) *Form {
	return Lookup(spell(kind, ftz, nan == ir.Propagate && t.IsFloat(), t.String()), 2)
}

// fits reports whether row r is for a two-input min/max of kind, policy nan
// and declared ftz on lane type t on the backend's target and version.
// Integer types have no NaN policy.
func (b *Backend) fits(r *selRow, kind string, nan ir.NaNPolicy, t ir.ElemType, ftz bool) bool {
	if !slices.Contains(r.Types, t) {
		return false
	}
	if t.IsInt() {
		return r.Policies == nil
	}
	if r.Policies == nil || !slices.Contains(r.Policies, nan) {
		return false
	}
	switch r.Need {
	case hasNative:
		return b.supports(r.native(kind, nan, t, r.ftz(ftz, t)))
	case lacksNative:
		return !b.supports(r.native(kind, nan, t, r.ftz(ftz, t)))
	}
	return true
}

// selectRow returns the row of the selection table that fits, nil if none.
func (b *Backend) selectRow(kind string, nan ir.NaNPolicy, t ir.ElemType, ftz bool) *selRow {
	for i := range selTable() {
		if b.fits(&selTable()[i], kind, nan, t, ftz) {
			return &selTable()[i]
		}
	}
	return nil
}

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
	row  *selRow // the selection row the step interprets
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
	model   semantics.Ref // semantics model of the whole sequence (per lane when split)
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

// planMinMax chooses the sequence for a neutral min/max: the lane
// (stepLane), the two-input step from the row of selTable that fits
// (planStep), and for three inputs the native three-input form where the
// row allows it. In words:
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
	p := &plan{three: len(o.Srcs) == 3, steps: 1}
	p.split, p.lane = b.stepLane(o)
	p.step = b.planStep(kind, p.lane, o.NaN, o.FTZ)
	p.gated += p.step.gated
	if p.three && p.step.row.Native3 {
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
		p.model = p.native3.ref()
		p.how = "native, three inputs"
	case p.three:
		// d = op(op(a, b), c) is the definition of the three-input form
		// (docs/reference/ptx.md §2.1), so two f32 steps implement its model.
		p.model = stepModel
		if p.lane == ir.F32 && p.modelForm != nil {
			p.model = mustForm(p.modelForm.Op, 3).ref()
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
			p.model = mustForm(spell(kind, false, prop && t.IsFloat(), t.String()), 2).ref()
			p.how = "per lane (" + t.String() + " form needs " + packedNeeds(kind, t) + "): " + p.how
		}
	}
	p.how += p.gated
	return p
}

// stepLane returns the lane type the two-input step of o runs on, and
// whether a packed container is split into two lanes for it: f32x2 always
// (no packed f32 min/max), other packed types for nan = ieee2008 or where
// the target lacks the packed form (planMinMax's how says which and what
// it needs).
func (b *Backend) stepLane(o *ir.MinMax) (split bool, lane ir.ElemType) {
	t := o.Dst.Tensor.Type
	ieee := o.NaN == ir.IEEE2008 && t.IsFloat()
	if t == ir.F32x2 || (t.IsPacked() && (ieee || !b.packedNative(o.Kind.String(), t, o.NaN == ir.Propagate, o.FTZ))) {
		return true, t.Lane()
	}
	return false, t
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

// planStep chooses the two-input step on lane type t for a min/max of kind
// with declared NaN policy nan and ftz: the row of selTable that fits,
// interpreted.
func (b *Backend) planStep(kind string, t ir.ElemType, nan ir.NaNPolicy, ftz bool) step {
	r := b.selectRow(kind, nan, t, ftz)
	if r == nil {
		panic(fmt.Sprintf("ptx: no selection row for %s.%s with nan = %s on %s", kind, t, nan, b.Name()))
	}
	ftz = r.ftz(ftz, t)
	native := r.native(kind, nan, t, ftz)
	s := step{lane: t, row: r, snan: r.SNaN}
	switch r.Seq {
	case seqNative:
		s.kind, s.form = stepNative, native
	case seqNaNExpand:
		s.kind, s.form = stepNaNExpand, mustForm(spell(kind, ftz, false, t.String()), 2)
	case seqViaF32, seqViaF32NaN:
		s.kind, s.form, s.propagate = stepViaF32, mustForm(kind+".f32", 2), r.Seq == seqViaF32NaN
	}
	if r.Need == lacksNative {
		s.gated = b.gated(native)
	}
	return s
}

// describeStep names the semantics model and the sequence of a step, and
// records the forms it uses.
func (b *Backend) describeStep(p *plan, kind string) (model semantics.Ref, how string) {
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
	return p.step.row.declared(kind), how
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
func (b *Backend) describeNumberStep(p *plan, kind string) (model semantics.Ref, how string) {
	s := p.step
	switch s.kind {
	case stepNative:
		p.use(s.form)
		p.modelForm = s.form
		return s.form.ref(), "native " + s.form.Op
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
			return s.row.declared(kind), how
		}
		bits := mustForm(spell(kind, s.form.Op != kind+".f32", true, "f32"), 2)
		p.modelForm = bits
		return bits.ref(), how + " (the bits of " + bits.Op + ")"
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
	return p.modelForm.ref(), how
}

package lower

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/targets/amdgcn"
)

// A Selection is what a neutral min/max became: a stable recipe name and
// the semantics models (package semantics names) of the min/max
// instructions it emits, in order of first use.
type Selection struct {
	Recipe string
	Models []string
}

// A seq is an instruction sequence of the min/max emitter (minMaxSelect).
type seq uint8

const (
	// seqNative: the hardware min/max, v_max3 for three inputs where the
	// generation has it, else a chain of v_max.
	seqNative seq = iota + 1
	// seqQuietInputs: v_max x, x on each register input (quieting sNaNs),
	// then seqNative.
	seqQuietInputs
	// seqQuietResult: seqNative into a temporary, then v_cmp_o +
	// v_cndmask_b32 of the canonical quiet NaN when the result is a NaN.
	seqQuietResult
	// seqMaximum: the IEEE 754-2019 v_maximum / v_maximum3 forms (on gfx950
	// v_maximum3 with a repeated source, or v_pk_maximum3_f16 on the low
	// lane for scalar f16).
	seqMaximum
	// seqPropagate: per two inputs, v_max + v_cmp_o + v_cndmask_b32 of the
	// canonical quiet NaN (per half for packed f16).
	seqPropagate
	// seqCmp64: per two inputs, v_cmp_{gt,lt}_{i64,u64} + v_cndmask_b32 per
	// dword (no 64-bit integer min/max instruction).
	seqCmp64
)

var seqNames = map[seq]string{seqNative: "native", seqQuietInputs: "quiet inputs + native",
	seqQuietResult: "native + quiet result", seqMaximum: "maximum", seqPropagate: "max + cmp_o + cndmask",
	seqCmp64: "cmp + cndmask"}

func (q seq) String() string { return seqNames[q] }

// A mode says which MODE.IEEE a row is for (GFX12 has no bit and counts as
// IEEE, docs/reference/amdgpu.md §4.3).
type mode uint8

const (
	anyMode mode = iota
	ieeeMode
	noIEEEMode
)

// A genNeed is what a row needs of the generation's form table.
type genNeed uint8

const (
	anyGen genNeed = iota
	// hasMaximum: the generation has an IEEE 754-2019 maximum/minimum form
	// for the lane (two- or three-input, or for scalar f16 the packed
	// three-input one).
	hasMaximum
	// noMaximum: it has none.
	noMaximum
)

// A selRow is one row of the AMD min/max selection table: for a declared
// NaN policy and an element type on the generations and in the mode it
// names, the sequence the emitter runs, the semantics model of the
// declared operation the sequence implements (max; min mirrors it), and
// where the choice comes from. The types are those the selection sees:
// f32x2 is selected as two f32 lanes, bf16 and bf16x2 as f32 lanes widened
// exactly (kernel.go lowerOp, wide.go minMaxBF16).
type selRow struct {
	ID       string
	Policies []ir.NaNPolicy // nil: integer types (no NaN policy)
	Types    []ir.ElemType
	Mode     mode
	Need     genNeed
	Seq      seq
	// Model is the declared contract the sequence meets, for max; MinModel
	// for min. Integer rows have none: integer min/max is a total order
	// (semantics.Declared gives no model); each instruction's own model is
	// in Selection.Models all the same.
	Model, MinModel semantics.Ref
	Source          string
}

// selTable is the selection table. Rows are disjoint: one row fits each
// (policy, lane, generation, mode) the backend accepts (TestSelectTable).
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
		{ID: "A1", Policies: []ir.NaNPolicy{ir.Number}, Mode: ieeeMode, Types: floatSel, Seq: seqQuietInputs,
			Model: refMaximumNumber, MinModel: refMinimumNumber,
			Source: "docs/reference/amdgpu.md §4.2, §4.4: in IEEE mode v_max quiets an sNaN, so maxnum canonicalizes both inputs (v_max x, x) first"},
		{ID: "A2", Policies: []ir.NaNPolicy{ir.Number}, Mode: noIEEEMode, Types: floatSel, Seq: seqQuietResult,
			Model: refMaximumNumber, MinModel: refMinimumNumber,
			Source: "docs/reference/amdgpu.md §4.2: with IEEE = 0 a NaN loses to a number, but two NaNs give src0 unquieted: the result is replaced by the canonical quiet NaN"},
		{ID: "A3", Policies: []ir.NaNPolicy{ir.IEEE2008}, Types: floatSel, Mode: ieeeMode, Seq: seqNative,
			Model: refMaxNum, MinModel: refMinNum,
			Source: "docs/reference/amdgpu.md §4.2, §4.3: v_max in IEEE mode is IEEE 754-2008 maxNum (an sNaN input gives a quiet NaN)"},
		{ID: "A4", Policies: []ir.NaNPolicy{ir.NNaN}, Types: floatSel, Seq: seqNative,
			Model: refMaximumNumber, MinModel: refMinimumNumber,
			Source: "docs/reference/amdgpu.md §4.4: maxnum with nnan is one v_max"},
		{ID: "A5", Policies: []ir.NaNPolicy{ir.Propagate}, Types: floatSel, Need: hasMaximum, Seq: seqMaximum,
			Model: refMaximum, MinModel: refMinimum,
			Source: "docs/reference/amdgpu.md §4.3, §4.4: llvm.maximum is v_maximum_* / v_maximum3_* where the generation has them"},
		{ID: "A6", Policies: []ir.NaNPolicy{ir.Propagate}, Types: floatSel, Need: noMaximum, Seq: seqPropagate,
			Model: refMaximum, MinModel: refMinimum,
			Source: "docs/reference/amdgpu.md §3.4, §4.4: llvm.maximum is v_max + v_cmp_o + v_cndmask of 0x7fc00000 on GFX9–GFX11"},
		{ID: "I1", Types: intSel, Seq: seqNative,
			Source: "docs/reference/amdgpu.md §4.4: smax / umin i32 are v_max_i32 / v_min_u32 (v_max3 for a chain)"},
		{ID: "I2", Types: []ir.ElemType{ir.S64, ir.U64}, Seq: seqCmp64,
			Source: "docs/reference/amdgpu.md §3.3, §4.4: no 64-bit integer min/max; llc-19 lowers llvm.smax.i64 to v_cmp_gt_i64 + v_cndmask_b32 per dword"},
	}
})

// The element types float and integer rows serve.
var (
	floatSel = []ir.ElemType{ir.F16, ir.F32, ir.F64, ir.F16x2}
	intSel   = []ir.ElemType{ir.S16, ir.U16, ir.S32, ir.U32, ir.S16x2, ir.U16x2}
)

// fits reports whether row r is for a min/max of kind and policy nan on
// element type t (a type the selection sees) on the backend's generation
// and mode. Integer types have no NaN policy.
func (b *Backend) fits(r *selRow, kind ir.MinMaxKind, nan ir.NaNPolicy, t ir.ElemType) bool {
	if !slices.Contains(r.Types, t) {
		return false
	}
	if t.IsInt() {
		return r.Policies == nil
	}
	if r.Policies == nil || !slices.Contains(r.Policies, nan) {
		return false
	}
	switch r.Mode {
	case ieeeMode:
		if !b.ieeeOn() {
			return false
		}
	case noIEEEMode:
		if b.ieeeOn() {
			return false
		}
	}
	switch r.Need {
	case anyGen:
		return true
	case hasMaximum:
		return b.hasMaximum(kind, laneInfos[t])
	case noMaximum:
		return !b.hasMaximum(kind, laneInfos[t])
	}
	return false
}

func (b *Backend) hasMaximum(kind ir.MinMaxKind, li *laneInfo) bool {
	g := b.opt.Gen
	long := map[ir.MinMaxKind]string{ir.Max: "maximum", ir.Min: "minimum"}[kind]
	return has(g, li.key(long, "")) || has(g, li.key(long, "3")) ||
		li.sfx == "f16" && !li.pk && has(g, "pk_"+long+"3_f16")
}

// selectRow returns the row of the selection table for a min/max of kind
// and policy nan on element type t, nil if none fits.
func (b *Backend) selectRow(kind ir.MinMaxKind, nan ir.NaNPolicy, t ir.ElemType) *selRow {
	for i := range selTable() {
		if b.fits(&selTable()[i], kind, nan, t) {
			return &selTable()[i]
		}
	}
	return nil
}

// laneInfo describes a lane type for min/max selection.
type laneInfo struct {
	elem   ir.ElemType // the type the selection table sees
	sfx    string      // "f32", "f16", "f64", "i32", "u32", "i16", "u16"
	pk     bool        // packed 16-bit pair (VOP3P v_pk_*)
	float  bool
	bits   int    // lane width
	qnan   uint64 // the canonical quiet NaN LLVM selects for llvm.maximum
	quiet  uint64 // the quiet bit
	expo   uint64 // exponent mask
	mant   uint64 // fraction mask
	opType amdgcn.OpType
}

var laneInfos = func() map[ir.ElemType]*laneInfo {
	m := laneTable
	for t, li := range m {
		li.elem = t
	}
	return m
}()

var laneTable = map[ir.ElemType]*laneInfo{
	ir.F32:   {sfx: "f32", float: true, bits: 32, qnan: 0x7fc00000, quiet: 1 << 22, expo: 0x7f800000, mant: 1<<23 - 1, opType: amdgcn.TF32},
	ir.F16:   {sfx: "f16", float: true, bits: 16, qnan: 0x7e00, quiet: 1 << 9, expo: 0x7c00, mant: 1<<10 - 1, opType: amdgcn.TF16},
	ir.F64:   {sfx: "f64", float: true, bits: 64, qnan: 0x7ff8000000000000, quiet: 1 << 51, expo: 0x7ff0000000000000, mant: 1<<52 - 1, opType: amdgcn.TF64},
	ir.F16x2: {sfx: "f16", pk: true, float: true, bits: 16, qnan: 0x7e00, quiet: 1 << 9, expo: 0x7c00, mant: 1<<10 - 1, opType: amdgcn.TV2F16},
	ir.S32:   {sfx: "i32", bits: 32, opType: amdgcn.TB32},
	ir.U32:   {sfx: "u32", bits: 32, opType: amdgcn.TB32},
	ir.S16:   {sfx: "i16", bits: 16, opType: amdgcn.TI16},
	ir.U16:   {sfx: "u16", bits: 16, opType: amdgcn.TI16},
	ir.S16x2: {sfx: "i16", pk: true, bits: 16, opType: amdgcn.TV2I16},
	ir.U16x2: {sfx: "u16", pk: true, bits: 16, opType: amdgcn.TV2I16},
}

// laneOf returns the lane description of a min/max type; f32x2 is two f32
// lanes.
func laneOf(t ir.ElemType) (*laneInfo, int) {
	if t == ir.F32x2 {
		return laneInfos[ir.F32], 2
	}
	return laneInfos[t], 1
}

// key builds a package amdgcn instruction key: key("max", "3", li) =
// "max3_f32", "pk_max_f16"…
func (li *laneInfo) key(op, arity string) string {
	k := op + arity + "_" + li.sfx
	if li.pk {
		k = "pk_" + k
	}
	return k
}

func (li *laneInfo) isNaN(bits uint64) bool {
	if !li.float {
		return false
	}
	if li.pk {
		return li.lane(bits, 0).isNaNLane(li) || li.lane(bits, 1).isNaNLane(li)
	}
	return bits&li.expo == li.expo && bits&li.mant != 0
}

type laneBits uint64

func (li *laneInfo) lane(bits uint64, i int) laneBits { return laneBits(bits >> (16 * i) & 0xffff) }

func (b laneBits) isNaNLane(li *laneInfo) bool {
	return uint64(b)&li.expo == li.expo && uint64(b)&li.mant != 0
}

// quietConst sets the quiet bit of every signaling NaN lane of a constant,
// which is what v_max x, x does to a register in IEEE mode.
func (li *laneInfo) quietConst(bits uint64) uint64 {
	if !li.float {
		return bits
	}
	q := func(x uint64) uint64 {
		if x&li.expo == li.expo && x&li.mant != 0 {
			x |= li.quiet
		}
		return x
	}
	if li.pk {
		return q(bits&0xffff) | q(bits>>16&0xffff)<<16
	}
	return q(bits)
}

// selector lowers one expanded min/max.
type selector struct {
	e    *emitter
	mm   *ir.MinMax
	li   *laneInfo
	sel  Selection
	seen map[string]bool
}

func (s *selector) model(ent *amdgcn.Entry) {
	m := s.e.b.Model(ent.Name, s.li.float)
	if !s.seen[m] {
		s.seen[m] = true
		s.sel.Models = append(s.sel.Models, m)
	}
}

func (s *selector) form(key string) *amdgcn.Entry {
	ent, err := s.e.form(key)
	if err != nil {
		panic(fmt.Sprintf("lower: %v (CheckOp should have refused this op)", err))
	}
	return ent
}

// op emits one two- or three-input min/max instruction.
func (s *selector) op(key string, dst opnd, srcs ...opnd) {
	ent := s.form(key)
	comm := true
	for _, x := range srcs {
		if x.kind == oConst && s.li.isNaN(x.bits) {
			comm = false // keep a NaN constant where it was written
		}
	}
	s.e.valu(ent, dst, srcs, valuOpts{commutative: comm})
	s.model(ent)
}

// minMaxSelect lowers mm for one lane (or packed pair) into dst: the
// selection table's row for the op's declared semantics, lane type,
// generation and mode says which sequence.
func (e *emitter) minMaxSelect(mm *ir.MinMax, li *laneInfo, dst opnd, srcs []opnd) Selection {
	s := &selector{e: e, mm: mm, li: li, seen: map[string]bool{}}
	row := e.b.selectRow(mm.Kind, mm.NaN, li.elem)
	if row == nil {
		panic(fmt.Sprintf("lower: no selection row for %s of %s with nan = %s on %s (CheckOp should have refused this op)", mm.Kind, li.elem, mm.NaN, e.b.Name()))
	}
	kind := mm.Kind.String() // "max" / "min"
	long := map[ir.MinMaxKind]string{ir.Max: "maximum", ir.Min: "minimum"}[mm.Kind]
	g := e.gen
	n := len(srcs)
	switch row.Seq {
	case seqMaximum:
		k2, k3 := li.key(long, ""), li.key(long, "3")
		switch {
		case n == 3 && has(g, k3):
			s.op(k3, dst, srcs...)
			s.sel.Recipe = long + "3"
		case n == 2 && has(g, k2):
			s.op(k2, dst, srcs...)
			s.sel.Recipe = long
		case n == 2 && has(g, k3):
			// gfx950: no two-input form; repeat one source (LLVM selects
			// fmaximum f32 to v_maximum3_f32 there, llvm PR #117634).
			s.op(k3, dst, srcs[0], srcs[1], srcs[1])
			s.sel.Recipe = long + "3(a,b,b)"
		case n == 3 && has(g, k2):
			s.chain(k2, dst, srcs)
			s.sel.Recipe = long + "+" + long
		default:
			// gfx950 has no scalar f16 maximum: the packed three-input form
			// on the low lane (what llc-22 selects; the high half of the
			// destination is not part of an f16 value).
			k := "pk_" + long + "3_f16"
			if n == 2 {
				s.op(k, dst, srcs[0], srcs[1], srcs[1])
			} else {
				s.op(k, dst, srcs...)
			}
			s.sel.Recipe = "pk_" + long + "3(low lane)"
		}
		return s.sel
	case seqPropagate:
		s.propagateChain(kind, dst, srcs)
		return s.sel
	case seqQuietResult:
		// IEEE = 0: a NaN (sNaN too) loses to a number, as maximumNumber
		// wants, but two NaNs give S1 as is, possibly signaling, and no
		// instruction quiets in this mode (llvm issue #139622). Replace a
		// NaN result by the canonical quiet NaN.
		t := e.tmp(dst.n)
		s.native(kind, t, srcs)
		s.nanSelect(dst, t, t, t)
		s.sel.Recipe += "+quiet_result"
		return s.sel
	case seqQuietInputs:
		// In IEEE mode v_max quiets a signaling NaN instead of returning
		// the other input, so number quiets its inputs first (llc-19's
		// lowering of llvm.maxnum).
		canon := li.key("max", "")
		srcs = append([]opnd(nil), srcs...)
		for i, x := range srcs {
			if x.kind == oConst {
				srcs[i] = konst(li.quietConst(x.bits))
				continue
			}
			t := e.tmp(x.n)
			s.op(canon, t, x, x)
			srcs[i] = t
		}
		s.native(kind, dst, srcs)
		s.sel.Recipe = "quiet+" + s.sel.Recipe
		return s.sel
	}
	s.native(kind, dst, srcs)
	return s.sel
}

// native emits the hardware min/max: the three-input form where the
// generation has it, else a chain of the two-input form.
func (s *selector) native(kind string, dst opnd, srcs []opnd) {
	if len(srcs) == 3 && has(s.e.gen, s.li.key(kind, "3")) {
		s.op(s.li.key(kind, "3"), dst, srcs...)
		s.sel.Recipe = kind + "3"
		return
	}
	s.chain(s.li.key(kind, ""), dst, srcs)
	s.sel.Recipe = kind
	if len(srcs) == 3 {
		s.sel.Recipe += "+" + kind
	}
}

// chain emits dst = op(op(a, b), c) (or op(a, b)) with a two-input form.
func (s *selector) chain(key string, dst opnd, srcs []opnd) {
	if len(srcs) == 2 {
		s.op(key, dst, srcs[0], srcs[1])
		return
	}
	t := s.e.tmp(dst.n)
	s.op(key, t, srcs[0], srcs[1])
	s.op(key, dst, t, srcs[2])
}

// propagateChain emits the NaN-propagating sequence for generations without
// v_maximum: dst = maximum(maximum(a, b), c) or maximum(a, b).
func (s *selector) propagateChain(kind string, dst opnd, srcs []opnd) {
	seq := kind + "+cmp_o+cndmask"
	if s.li.pk {
		seq = "pk_" + kind + "+2x(cmp_o_f16+cndmask)+repack"
	}

	if len(srcs) == 2 {
		s.propagate(kind, dst, srcs[0], srcs[1])
		s.sel.Recipe = seq
		return
	}
	t := s.e.tmp(dst.n)
	s.propagate(kind, t, srcs[0], srcs[1])
	s.propagate(kind, dst, t, srcs[2])
	s.sel.Recipe = "2x(" + seq + ")"
}

// propagate is llc-19's lowering of llvm.maximum on GFX9–GFX11
// (docs/reference/amdgpu.md §3.4, §4.4): t = v_max(a, b); vcc = v_cmp_o(a, b);
// dst = vcc ? t : quiet NaN. The hardware orders −0 < +0, so no zero fix-up
// is needed. Packed f16 does the same per half.
func (s *selector) propagate(kind string, dst, a, b opnd) {
	t := s.e.tmp(dst.n)
	s.op(s.li.key(kind, ""), t, a, b)
	s.nanSelect(dst, t, a, b)
}

// nanSelect emits dst = ordered(x, y) ? t : the canonical quiet NaN, lane by
// lane (v_cmp_o + v_cndmask_b32; per 16-bit half for packed f16).
func (s *selector) nanSelect(dst, t, x, y opnd) {
	e, li := s.e, s.li
	if li.pk {
		s.nanSelectPacked(dst, t, x, y)
		return
	}
	cnd := s.form("cndmask_b32")
	cmp := s.form("cmp_o_" + li.sfx)
	if li.bits == 64 {
		// cndmask per dword: the low dword of the quiet NaN is 0.
		hiNaN := konst(li.qnan >> 32)
		if e.gen.ConstantBusLimit < 2 {
			hiNaN = e.movConst(li.qnan>>32, 1)
		}
		e.valu(cmp, opnd{kind: oVCC}, []opnd{x, y}, valuOpts{commutative: true})
		e.valu(cnd, dst.lo(), []opnd{konst(0), t.lo()}, valuOpts{mask: opnd{kind: oVCC}})
		e.valu(cnd, dst.hi(), []opnd{hiNaN, t.hi()}, valuOpts{mask: opnd{kind: oVCC}})
		return
	}
	nan := konst(li.qnan)
	if _, ok := inlineConst(amdgcn.TB32, li.qnan); !ok && e.gen.ConstantBusLimit < 2 {
		// GFX9: the literal and VCC would both use the one constant bus slot.
		nan = e.movConst(li.qnan, 1)
	}
	e.valu(cmp, opnd{kind: oVCC}, []opnd{x, y}, valuOpts{commutative: true})
	e.valu(cnd, dst, []opnd{nan, t}, valuOpts{mask: opnd{kind: oVCC}})
}

// nanSelectPacked: per half v_cmp_o_f16 + v_cndmask_b32, then repack with
// v_and_b32 / v_lshl_or_b32 (llc-19 uses SDWA and v_perm on gfx942; this
// form also assembles on GFX11, which has no SDWA).
func (s *selector) nanSelectPacked(dst, t, x, y opnd) {
	e, li := s.e, s.li
	cnd := s.form("cndmask_b32")
	cmp := s.form("cmp_o_f16")
	nan := konst(li.qnan)
	if e.gen.ConstantBusLimit < 2 {
		nan = e.movConst(li.qnan, 1)
	}
	highs := map[int]opnd{}
	half := func(v opnd) opnd {
		if v.kind == oConst {
			return konst(v.bits >> 16 & 0xffff)
		}
		if h, ok := highs[v.reg]; ok {
			return h
		}
		h := e.tmp(1)
		e.emit("v_lshrrev_b32_e32", e.arg(h), amdgcn.Int(16), e.arg(v))
		highs[v.reg] = h
		return h
	}
	lo := func(v opnd) opnd {
		if v.kind == oConst {
			return konst(v.bits & 0xffff)
		}
		return v
	}
	r0 := e.tmp(1)
	e.valu(cmp, opnd{kind: oVCC}, []opnd{lo(x), lo(y)}, valuOpts{commutative: true})
	e.valu(cnd, r0, []opnd{nan, t}, valuOpts{mask: opnd{kind: oVCC}})
	xh, yh, th := half(x), half(y), half(t)
	r1 := e.tmp(1)
	e.valu(cmp, opnd{kind: oVCC}, []opnd{xh, yh}, valuOpts{commutative: true})
	e.valu(cnd, r1, []opnd{nan, th}, valuOpts{mask: opnd{kind: oVCC}})
	e.emit("v_and_b32_e32", e.arg(r0), amdgcn.Int(0xffff), e.arg(r0))
	e.emit("v_lshl_or_b32", amdgcn.VGPRs(dst.reg, 1), e.arg(r1), amdgcn.Int(16), e.arg(r0))
	e.useVGPR(dst.reg, 1)
}

// checkMinMax says whether the backend can lower mm.
func (b *Backend) checkMinMax(mm *ir.MinMax, t ir.ElemType) error {
	g := b.opt.Gen
	switch t {
	case ir.S64, ir.U64:
		return nil // v_cmp_*_{i,u}64 + v_cndmask_b32 on every generation
	case ir.BF16, ir.BF16x2:
		t = ir.F32 // through f32
	}
	li, _ := laneOf(t)
	if li == nil {
		return fmt.Errorf("%s of %s has no amdgcn form; lowerc lowers min/max of f16, bf16, f32, f64, f16x2, bf16x2, f32x2 and 16-, 32- and 64-bit integers (target %s)",
			mm.Kind, t, b.Name())
	}
	if li.float && mm.NaN == ir.IEEE2008 && !b.ieeeOn() {
		return fmt.Errorf("%s with nan = ieee2008 needs MODE.IEEE (an sNaN input must give a quiet NaN; with IEEE = 0 v_%s returns the other input); the target is %s: compile with -ieee=1",
			mm.Kind, mm.Kind, b.Name())
	}
	need := []string{li.key(mm.Kind.String(), "")}
	if !has(g, need[0]) {
		return fmt.Errorf("%s of %s needs %s, which %s lacks", mm.Kind, t, need[0], b.Name())
	}
	return nil
}

func joinModels(ms []string) string { return strings.Join(ms, ", ") }

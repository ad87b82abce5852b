package amdexec

import (
	"errors"
	"fmt"
	"math/bits"
	"slices"
	"sync"

	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/targets/amdgcn"
	"github.com/lowerc/lowerc/verify/tv"
)

// The sliced path of LLCKernel.RunTuples: a row of lowerc diff
// -exhaustive (a Uniform first input, a Sequence second input) without a
// wave per execution. Every execution runs the same straight-line code on
// the same launch registers and kernarg segment; the only thing that
// differs between executions is the sequence's value x (execution i has
// x = y+i, 16 bits). So a register is either the same in every execution
// (held once, in a machine of one one-lane wave: the launch registers,
// the kernarg loads, v_mov v0, 0, the row's input and what is computed
// from it, each instruction run there by Machine.step itself), or a
// function of x kept as pieces: over a range of x, (x & v) | c (spiece).
// A loaded sequence is one piece (x itself); bitwise operations, moves,
// selects and compares map pieces to pieces (a compare's or SALU result's
// value is constant on each piece once the pieces are cut where it can
// change: see cmpBreaks), and a min/max of a uniform first input takes
// the model's row (semantics.Model.Runs16) over its second input's pieces,
// or the instruction's own diagonal table where both inputs are the same
// register. A store of a 16-bit result keeps it as runs (tv.Runs), which
// lowerc diff tallies run by run.
//
// Anything else declines (sliceDecline, with the reason): a listed input
// column, an instruction with no sliced form, a varying first input of a
// min/max with a uniform second, an address that varies, an error of the
// one-execution machine. RunTuples then runs the call on one-lane waves
// (runLaneWaves) and, if that fails, as one ordinary launch per execution
// (runEach); TupleStats counts each path and keeps the last reason.

// spiece is the executions whose x is in [lo, hi): each holds
// (x & v) | c, where v has only bits that vary over the range (varying)
// and c none of v's bits, so that the form is unique for the values.
type spiece struct{ lo, hi, v, c uint32 }

// sval is a varying register's pieces, in order, covering the domain.
type sval []spiece

// sliceDecline is why the sliced path does not take a call.
type sliceDecline struct{ reason string }

func (d *sliceDecline) Error() string { return "sliced path declines: " + d.reason }

func decline(format string, args ...any) error {
	return &sliceDecline{fmt.Sprintf(format, args...)}
}

// maxPieces bounds a register's pieces (the path declines beyond).
const maxPieces = 1 << 12

// varying is the bits of x that take both values over [lo, hi).
func varying(lo, hi uint32) uint32 {
	if hi-lo <= 1 {
		return 0
	}
	return uint32(1)<<bits.Len32(lo^(hi-1)) - 1
}

// restrict is the piece over [lo, hi) of (x & m) | o.
func restrict(lo, hi, m, o uint32) spiece {
	V := varying(lo, hi)
	v := m &^ o & V
	return spiece{lo, hi, v, (lo&m | o) &^ v}
}

// sub is p over [lo, hi) ⊆ its range.
func (p spiece) sub(lo, hi uint32) spiece { return restrict(lo, hi, p.v, p.c) }

// ext is a form (x & m) | o that is p on its range: every bit that does
// not vary kept as x's where it equals it.
func (p spiece) ext() (m, o uint32) {
	cb := ^varying(p.lo, p.hi)
	return p.v | cb&^(p.lo&^p.c), p.c&^cb | p.c&^p.lo&cb
}

// mid splits [lo, hi) (hi-lo ≥ 2) at its highest varying bit.
func mid(lo, hi uint32) uint32 {
	k := bits.Len32(lo^(hi-1)) - 1
	return (lo>>k + 1) << k
}

// push appends p to s, merged with the last piece where one form covers
// both.
func push(s sval, p spiece) sval {
	if n := len(s); n > 0 && s[n-1].hi == p.lo {
		q := s[n-1]
		if m, o := q.ext(); restrict(p.lo, p.hi, m, o) == p {
			s[n-1] = restrict(q.lo, p.hi, m, o)
			return s
		}
		if m, o := p.ext(); restrict(q.lo, q.hi, m, o) == q {
			s[n-1] = restrict(q.lo, p.hi, m, o)
			return s
		}
	}
	return append(s, p)
}

// slicer is one call's state.
type slicer struct {
	one    *Machine // one execution: every register not varying
	cache  *sliceCache
	wave64 bool
	sg     [128]sval
	vg     [256]sval
	scc    sval
	// the domain: x in [x0, x1)
	x0, x1 uint32
	tm     *tupleMem
	rows   map[rowKey][]semantics.Run16
	// nvary counts the varying registers set since the call began (an
	// upper bound: once looks for writes only where there were some)
	nvary int
}

// constant returns the piece list of one value over the domain.
func (s *slicer) constant(c uint32) sval { return sval{{s.x0, s.x1, 0, c}} }

// sliceCache is what a kernel's sliced calls keep: the diagonal runs
// per instruction and the models of the one-execution machines.
type sliceCache struct {
	diags  sync.Map  // *Inst → []semantics.Run16
	models sync.Pool // map[string]*model
}

// sliceDomain returns the domain of x that ins give n executions: the
// sequence's values (every Sequence column the same), [0, n) where there
// is none; a decline for a listed column.
func sliceDomain(n int, ins []tv.Column) (uint32, uint32, error) {
	x0, x1 := uint32(0), uint32(min(n, 1<<31))
	seq := false
	for _, c := range ins {
		switch c.Form {
		case tv.Uniform:
		case tv.Sequence:
			if len(c.Vals) == 0 {
				return 0, 0, decline("an empty sequence column")
			}
			y := c.Vals[0]
			if y+uint64(n) > 1<<16 {
				return 0, 0, decline("a sequence past 16 bits")
			}
			if seq && uint64(x0) != y {
				return 0, 0, decline("two sequences")
			}
			seq, x0, x1 = true, uint32(y), uint32(y)+uint32(n)
		default:
			return 0, 0, decline("a listed input column")
		}
	}
	return x0, x1, nil
}

// runSliced is RunTuples on the sliced path, or a *sliceDecline.
func (k *LLCKernel) runSliced(args []tv.Arg, n int, ins, outs []tv.Column) error {
	ik := k.ik
	if !k.straight() {
		return decline("the code branches")
	}
	if len(args) != len(ik.Params) {
		return fmt.Errorf("kernel @%s takes %d arguments, %d given", ik.Name, len(ik.Params), len(args))
	}
	x0, x1, err := sliceDomain(n, ins)
	if err != nil {
		return err
	}
	bases, base := k.globalBases(args), globalBytes(ik, args)
	kernarg, err := k.Kernarg(args, bases)
	if err != nil {
		return err
	}
	tm, err := tv.NewTupleMem(n, base, k.elemSize, ins)
	if err != nil {
		return err
	}
	defer tm.Release()
	one := newLaneWaves(k.code.Gen, k.sym.Mode, 1, k.wave64)
	if mm, ok := k.slices.models.Get().(map[string]*model); ok {
		one.models = mm // the models (and their tables) of an earlier call
	}
	defer k.slices.models.Put(one.models)
	one.Mem = &Memory{}
	if err := one.Mem.Map(KernargAddr, kernarg, "the kernarg segment"); err != nil {
		return err
	}
	if err := k.launchLanes(one); err != nil {
		return err
	}
	s := &slicer{one: one, cache: &k.slices, wave64: k.wave64, x0: x0, x1: x1, tm: &tupleMem{m: tm, bases: bases, base: base}}
	if err := s.run(k.code.Insts[k.sym.Start:k.sym.End]); err != nil {
		return err
	}
	return tm.Read(k.elemSize, outs)
}

// run runs insts (straight-line code) to s_endpgm.
func (s *slicer) run(insts []Inst) error {
	limit := s.one.stepLimit()
	for pc := range insts {
		if pc >= limit {
			return decline("the step limit")
		}
		in := &insts[pc]
		if in.isBranch() {
			return decline("the code branches")
		}
		stop, err := s.step(in)
		if err != nil {
			return err
		}
		if stop == StopEndpgm {
			return nil
		}
		if stop != StopEnd {
			return decline("stop %d", stop)
		}
	}
	return decline("no s_endpgm")
}

// regsAt is the registers of operand o of type t (lane masks: mask).
func (s *slicer) opRegs(o amdgcn.Operand, regs int) (vg []sval, sg []sval) {
	switch o.Kind {
	case amdgcn.OpVGPR:
		r := int(o.Code) - 256
		if r >= 0 && r+regs <= 256 {
			return s.vg[r : r+regs], nil
		}
	case amdgcn.OpSGPR:
		c := int(o.Code)
		if c+regs <= 128 {
			return nil, s.sg[c : c+regs]
		}
	}
	return nil, nil
}

// anyVarying reports whether a register of operand o (regs registers)
// varies.
func (s *slicer) anyVarying(o amdgcn.Operand, regs int) bool {
	a, b := s.opRegs(o, regs)
	for _, x := range a {
		if x != nil {
			return true
		}
	}
	for _, x := range b {
		if x != nil {
			return true
		}
	}
	return false
}

// operands lists in's register operands with their register counts:
// index (0–2 the sources, 3 Dst, 4 SDst), registers.
func (s *slicer) operands(in *Inst, d *amdgcn.InstDef) [5][2]int {
	var out [5][2]int
	mask := s.one.maskRegs()
	for k := 0; k < 3; k++ {
		n := regsOf(d.Src[k])
		switch {
		case d.Shape == amdgcn.ShapeSLoad && k == 0:
			n = 2
		case d.Shape == amdgcn.ShapeCndmask && k == 2:
			n = mask
		}
		out[k] = [2]int{k, max(n, 1)}
	}
	n := regsOf(d.Dst)
	switch d.Shape {
	case amdgcn.ShapeSLoad:
		n = d.Dwords
	case amdgcn.ShapeCmp:
		n = mask
	}
	out[3], out[4] = [2]int{3, max(n, 1)}, [2]int{4, mask}
	return out
}

// fullWrite reports whether instructions of shape write their
// destination whole (the scalar ones).
func fullWrite(sh amdgcn.Shape) bool {
	switch sh {
	case amdgcn.ShapeSOP1, amdgcn.ShapeSOP2, amdgcn.ShapeSOPK, amdgcn.ShapeSLoad:
		return true
	}
	return false
}

func opAt(in *Inst, i int) amdgcn.Operand {
	switch i {
	case 3:
		return in.A.Dst
	case 4:
		return in.A.SDst
	}
	return in.A.Src[i]
}

// step runs one instruction.
func (s *slicer) step(in *Inst) (Stop, error) {
	if in.Dual != nil || in.Ext != nil {
		return 0, decline("%s: no sliced form", in.Name())
	}
	e := in.A.Entry()
	if e == nil {
		return 0, decline("no instruction")
	}
	d := e.Def
	if d.Shape == amdgcn.ShapeGLoad || d.Shape == amdgcn.ShapeGStore {
		return StopEnd, s.global(in, d)
	}
	vary := false
	for _, op := range s.operands(in, d) {
		if op[0] == 3 && fullWrite(d.Shape) {
			continue // (written whole: what it held does not matter)
		}
		if s.anyVarying(opAt(in, op[0]), op[1]) {
			vary = true
		}
	}
	if d.Key == "s_cselect_b32" || d.Key == "s_cselect_b64" {
		vary = vary || s.scc != nil
	}
	if !vary {
		return s.once(in)
	}
	if !plainInst(in) || in.A.Ext != amdgcn.ExtNone {
		return 0, decline("%s: modifiers on varying operands", in.Name())
	}
	var err error
	switch {
	case d.Shape == amdgcn.ShapeCmp:
		err = s.compare(in, d)
	case d.Shape == amdgcn.ShapeCndmask:
		err = s.cndmask(in, d)
	case d.Shape == amdgcn.ShapeSOP1 || d.Shape == amdgcn.ShapeSOP2:
		err = s.salu(in, d)
	case d.Key == "mov_b32" || d.Key == "and_b32" || d.Key == "or_b32" || d.Key == "xor_b32":
		err = s.vbits(in, d)
	case d.Shape == amdgcn.ShapeBinary:
		err = s.minMax(in, e)
	default:
		err = decline("%s: no sliced form", in.Name())
	}
	return StopEnd, err
}

// once runs in on the one-execution machine (no operand varies) and
// takes what it writes as the same in every execution: a varying
// register is undefined there, so one it writes is one that became
// defined.
func (s *slicer) once(in *Inst) (Stop, error) {
	one := s.one
	stop, err := one.step(in)
	if err != nil {
		return 0, decline("%v", err)
	}
	if s.nvary > 0 {
		for c := range s.sg {
			if s.sg[c] != nil && one.sdef[c] {
				s.sg[c] = nil
			}
		}
		for r := range s.vg {
			if s.vg[r] != nil && one.v[r] != nil {
				s.vg[r] = nil
			}
		}
		if s.scc != nil && one.sccDef {
			s.scc = nil
		}
	}
	return stop, nil
}

// get returns register operand values: an SGPR or VGPR (varying or
// not), a constant; an error where it is undefined (the ordinary path
// says how).
func (s *slicer) get(in *Inst, k int, t amdgcn.OpType) (sval, error) {
	o := in.A.Src[k]
	switch o.Kind {
	case amdgcn.OpVGPR:
		r := int(o.Code) - 256
		if r < 0 || r >= 256 {
			return nil, decline("v%d", r)
		}
		if s.vg[r] != nil {
			return s.vg[r], nil
		}
		if s.one.v[r] == nil {
			return nil, decline("%s: reads an undefined VGPR", in.Name())
		}
		return s.constant(s.one.v[r][0]), nil
	case amdgcn.OpSGPR:
		c := int(o.Code)
		if c == int(amdgcn.NullCode(s.one.Gen)) && s.one.Gen.Family != amdgcn.GFX9 {
			return s.constant(0), nil
		}
		if c >= 128 {
			return nil, decline("s%d", c)
		}
		if s.sg[c] != nil {
			return s.sg[c], nil
		}
		if !s.one.sdef[c] {
			return nil, decline("%s: reads an undefined SGPR", in.Name())
		}
		return s.constant(s.one.s[c][0]), nil
	case amdgcn.OpInline, amdgcn.OpLiteral:
		src, err := s.one.source(in, k, t)
		if err != nil {
			return nil, decline("%v", err)
		}
		return s.constant(uint32(src.c)), nil
	}
	return nil, decline("%s: operand %d", in.Name(), k)
}

// get64 is get for a 64-bit operand: its low and high halves.
func (s *slicer) get64(in *Inst, k int) (lo, hi sval, err error) {
	o := in.A.Src[k]
	switch o.Kind {
	case amdgcn.OpInline, amdgcn.OpLiteral:
		src, err := s.one.source(in, k, amdgcn.TI64)
		if err != nil {
			return nil, nil, decline("%v", err)
		}
		return s.constant(uint32(src.c)), s.constant(uint32(src.c >> 32)), nil
	case amdgcn.OpSGPR:
		if lo, err = s.get(in, k, amdgcn.TB32); err != nil {
			return nil, nil, err
		}
		if int(o.Code) == int(amdgcn.NullCode(s.one.Gen)) && s.one.Gen.Family != amdgcn.GFX9 {
			return lo, s.constant(0), nil
		}
		c := int(o.Code) + 1
		if c >= 128 {
			return nil, nil, decline("s%d", c)
		}
		if s.sg[c] != nil {
			return lo, s.sg[c], nil
		}
		if !s.one.sdef[c] {
			return nil, nil, decline("%s: reads an undefined SGPR", in.Name())
		}
		return lo, s.constant(s.one.s[c][0]), nil
	}
	return nil, nil, decline("%s: a 64-bit operand of kind %d", in.Name(), o.Kind)
}

// setS sets SGPR c (a varying value, or one value in every execution).
func (s *slicer) setS(c int, x sval) error {
	if c >= 126 || c == int(amdgcn.NullCode(s.one.Gen)) && s.one.Gen.Family != amdgcn.GFX9 || !s.one.sgprOK(c, 1) {
		return decline("writes SGPR code %d", c)
	}
	if v, ok := single(x); ok {
		s.sg[c] = nil
		s.one.SetSGPR(c, 0, v)
		return nil
	}
	if len(x) > maxPieces {
		return decline("over %d pieces", maxPieces)
	}
	s.sg[c] = slices.Clone(x)
	s.one.sdef[c] = false
	s.nvary++
	return nil
}

// setV sets VGPR r.
func (s *slicer) setV(r int, x sval) error {
	if r < 0 || r >= 256 {
		return decline("v%d", r)
	}
	if v, ok := single(x); ok {
		s.vg[r] = nil
		s.one.DefineVGPR(r)[0] = v
		return nil
	}
	if len(x) > maxPieces {
		return decline("over %d pieces", maxPieces)
	}
	s.vg[r] = slices.Clone(x)
	s.one.v[r] = nil
	s.nvary++
	return nil
}

// setSCC sets SCC from pieces of 0 and 1.
func (s *slicer) setSCC(x sval) {
	if v, ok := single(x); ok {
		s.scc = nil
		s.one.scc[0], s.one.sccDef = v != 0, true
		return
	}
	s.scc = slices.Clone(x)
	s.one.sccDef = false
	s.nvary++
}

// single reports whether x is one value everywhere.
func single(x sval) (uint32, bool) {
	for _, p := range x {
		if p.v != 0 || p.c != x[0].c {
			return 0, false
		}
	}
	return x[0].c, true
}

// zip calls f on each range where a piece of a and one of b overlap (both
// restricted to it).
func zip(a, b sval, f func(pa, pb spiece) error) error {
	i, j := 0, 0
	for i < len(a) && j < len(b) {
		lo, hi := max(a[i].lo, b[j].lo), min(a[i].hi, b[j].hi)
		if lo < hi {
			if err := f(a[i].sub(lo, hi), b[j].sub(lo, hi)); err != nil {
				return err
			}
		}
		if a[i].hi == hi {
			i++
		}
		if b[j].hi == hi {
			j++
		}
	}
	return nil
}

// bitop is a bitwise operation of two pieces of one range, ok false where
// the result has no form there (a bit that is x's complement).
type bitop func(a, b spiece) (spiece, bool)

func opAnd(a, b spiece) (spiece, bool) {
	return spiece{a.lo, a.hi, a.v&(b.v|b.c) | a.c&b.v, a.c & b.c}, true
}

func opOr(a, b spiece) (spiece, bool) {
	return spiece{a.lo, a.hi, (a.v | b.v) &^ (a.c | b.c), a.c | b.c}, true
}

func opXor(a, b spiece) (spiece, bool) {
	if a.v&b.c != 0 || b.v&a.c != 0 {
		return spiece{}, false
	}
	return spiece{a.lo, a.hi, a.v ^ b.v, a.c ^ b.c}, true
}

// not is ^b where b is constant on its range.
func not(b spiece) (spiece, bool) {
	if b.v != 0 {
		return spiece{}, false
	}
	return spiece{b.lo, b.hi, 0, ^b.c}, true
}

func opAndn2(a, b spiece) (spiece, bool) {
	nb, ok := not(b)
	if !ok {
		return spiece{}, false
	}
	return opAnd(a, nb)
}

func opOrn2(a, b spiece) (spiece, bool) {
	nb, ok := not(b)
	if !ok {
		return spiece{}, false
	}
	return opOr(a, nb)
}

// apply appends f(a, b) over pa and pb's range, cut where needed.
func apply(dst sval, pa, pb spiece, f bitop) (sval, error) {
	if r, ok := f(pa, pb); ok {
		return push(dst, r), nil
	}
	if pa.hi-pa.lo < 2 {
		return dst, decline("a bit operation without a form")
	}
	if len(dst) > maxPieces {
		return dst, decline("over %d pieces", maxPieces)
	}
	m := mid(pa.lo, pa.hi)
	dst, err := apply(dst, pa.sub(pa.lo, m), pb.sub(pa.lo, m), f)
	if err != nil {
		return dst, err
	}
	return apply(dst, pa.sub(m, pa.hi), pb.sub(m, pa.hi), f)
}

// binary is f over a and b.
func (s *slicer) binary(dst sval, a, b sval, f bitop) (sval, error) {
	dst = dst[:0]
	err := zip(a, b, func(pa, pb spiece) error {
		var err error
		dst, err = apply(dst, pa, pb, f)
		return err
	})
	return dst, err
}

// nonzero appends pieces of 1 where p is not 0, 0 where it is.
func nonzero(dst sval, p spiece) (sval, error) {
	switch {
	case p.c != 0:
		return push(dst, spiece{p.lo, p.hi, 0, 1}), nil
	case p.v == 0:
		return push(dst, spiece{p.lo, p.hi, 0, 0}), nil
	case p.v == varying(p.lo, p.hi):
		// 0 only where every varying bit of x is 0: at lo, if there
		if p.lo&p.v == 0 {
			dst = push(dst, spiece{p.lo, p.lo + 1, 0, 0})
			return push(dst, spiece{p.lo + 1, p.hi, 0, 1}), nil
		}
		return push(dst, spiece{p.lo, p.hi, 0, 1}), nil
	}
	if len(dst) > maxPieces {
		return dst, decline("over %d pieces", maxPieces)
	}
	m := mid(p.lo, p.hi)
	dst, err := nonzero(dst, p.sub(p.lo, m))
	if err != nil {
		return dst, err
	}
	return nonzero(dst, p.sub(m, p.hi))
}

// salu is the SALU bitwise operations, s_mov and s_cselect on varying
// operands.
func (s *slicer) salu(in *Inst, d *amdgcn.InstDef) error {
	var f bitop
	setSCC := true
	switch d.Key {
	case "s_and_b32", "s_and_b64":
		f = opAnd
	case "s_or_b32", "s_or_b64":
		f = opOr
	case "s_xor_b32", "s_xor_b64":
		f = opXor
	case "s_andn2_b32", "s_andn2_b64":
		f = opAndn2
	case "s_orn2_b32", "s_orn2_b64":
		f = opOrn2
	case "s_mov_b32", "s_mov_b64", "s_cselect_b32", "s_cselect_b64":
		setSCC = false
	default:
		return decline("%s: no sliced form", in.Name())
	}
	wide := d.Dst == amdgcn.TI64
	o := in.A.Dst
	if o.Kind != amdgcn.OpSGPR {
		return decline("%s: destination", in.Name())
	}
	var src [2][2]sval
	ns := 1
	if d.Shape == amdgcn.ShapeSOP2 {
		ns = 2
	}
	for k := 0; k < ns; k++ {
		var err error
		if wide {
			src[k][0], src[k][1], err = s.get64(in, k)
		} else {
			src[k][0], err = s.get(in, k, amdgcn.TB32)
		}
		if err != nil {
			return err
		}
	}
	halves := 1
	if wide {
		halves = 2
	}
	var res [2]sval
	for h := 0; h < halves; h++ {
		var err error
		switch {
		case f != nil:
			res[h], err = s.binary(nil, src[0][h], src[1][h], f)
		case ns == 1:
			res[h] = slices.Clone(src[0][h])
		default: // s_cselect: SCC ? src0 : src1
			scc := s.scc
			if scc == nil {
				if !s.one.sccDef {
					return decline("%s: reads an undefined SCC", in.Name())
				}
				scc = s.constant(uint32(b2u(s.one.scc[0])))
			}
			// (SCC's pieces are 0 and 1; merged ones may be x's bit 0)
			res[h], err = s.pick(scc, src[0][h], src[1][h], func(p spiece) (bool, bool) { return p.c&1 != 0, p.v&1 == 0 })
		}
		if err != nil {
			return err
		}
	}
	if setSCC {
		all := res[0]
		if wide {
			var err error
			if all, err = s.binary(nil, res[0], res[1], opOr); err != nil {
				return err
			}
		}
		var nz sval
		for _, p := range all {
			var err error
			if nz, err = nonzero(nz, p); err != nil {
				return err
			}
		}
		s.setSCC(nz)
	}
	for h := 0; h < halves; h++ {
		if err := s.setS(int(o.Code)+h, res[h]); err != nil {
			return err
		}
	}
	return nil
}

// pick is sel ? a : b piece by piece, cond saying a piece of sel's choice
// (ok false: it is not one choice over the piece, which is cut).
func (s *slicer) pick(sel, a, b sval, cond func(spiece) (bool, bool)) (sval, error) {
	var out sval
	var f func(ps, pa, pb spiece) error
	f = func(ps, pa, pb spiece) error {
		if take, ok := cond(ps); ok {
			if take {
				out = push(out, pa)
			} else {
				out = push(out, pb)
			}
			return nil
		}
		if ps.hi-ps.lo < 2 || len(out) > maxPieces {
			return decline("a select without a form")
		}
		m := mid(ps.lo, ps.hi)
		if err := f(ps.sub(ps.lo, m), pa.sub(ps.lo, m), pb.sub(ps.lo, m)); err != nil {
			return err
		}
		return f(ps.sub(m, ps.hi), pa.sub(m, ps.hi), pb.sub(m, ps.hi))
	}
	err := zip3(sel, a, b, f)
	return out, err
}

// zip3 is zip of three.
func zip3(a, b, c sval, f func(pa, pb, pc spiece) error) error {
	i, j, k := 0, 0, 0
	for i < len(a) && j < len(b) && k < len(c) {
		lo, hi := max(a[i].lo, b[j].lo, c[k].lo), min(a[i].hi, b[j].hi, c[k].hi)
		if lo < hi {
			if err := f(a[i].sub(lo, hi), b[j].sub(lo, hi), c[k].sub(lo, hi)); err != nil {
				return err
			}
		}
		if a[i].hi == hi {
			i++
		}
		if b[j].hi == hi {
			j++
		}
		if c[k].hi == hi {
			k++
		}
	}
	return nil
}

// vbits is v_mov_b32, v_and_b32, v_or_b32, v_xor_b32 on varying
// operands.
func (s *slicer) vbits(in *Inst, d *amdgcn.InstDef) error {
	if in.A.Dst.Kind != amdgcn.OpVGPR || in.A.SDst.Kind != amdgcn.OpNone {
		return decline("%s: destination", in.Name())
	}
	a, err := s.get(in, 0, d.Src[0])
	if err != nil {
		return err
	}
	r := int(in.A.Dst.Code) - 256
	if d.Key == "mov_b32" {
		return s.setV(r, a)
	}
	b, err := s.get(in, 1, d.Src[1])
	if err != nil {
		return err
	}
	f := map[string]bitop{"and_b32": opAnd, "or_b32": opOr, "xor_b32": opXor}[d.Key]
	res, err := s.binary(nil, a, b, f)
	if err != nil {
		return err
	}
	return s.setV(r, res)
}

// cndmask is v_cndmask_b32: lane 0's bit of the mask picks src1 over
// src0.
func (s *slicer) cndmask(in *Inst, d *amdgcn.InstDef) error {
	if in.A.Dst.Kind != amdgcn.OpVGPR || in.A.Src[2].Kind != amdgcn.OpSGPR {
		return decline("%s: operands", in.Name())
	}
	a, err := s.get(in, 0, d.Src[0])
	if err != nil {
		return err
	}
	b, err := s.get(in, 1, d.Src[1])
	if err != nil {
		return err
	}
	mk, err := s.get(in, 2, amdgcn.TB32) // the mask's low half: lane 0's bit
	if err != nil {
		return err
	}
	res, err := s.pick(mk, b, a, func(p spiece) (bool, bool) { return p.c&1 != 0, p.v&1 == 0 })
	if err != nil {
		return err
	}
	return s.setV(int(in.A.Dst.Code)-256, res)
}

// affine reports whether p's value under mask w is x+d over its range
// (every varying bit passed, none or'ed) or constant.
func affine(p spiece, w uint32) (d int64, konst, ok bool) {
	v, c := p.v&w, p.c&w
	if v == 0 {
		return int64(c), true, true
	}
	V := varying(p.lo, p.hi)
	if v != V {
		return 0, false, false
	}
	return int64(c) - int64(p.lo&^V), false, true
}

// specials are the values where a 16- or 32-bit compare of a varying
// operand may change its result (besides the other operand's value):
// zero, the sign, the smallest normals, infinity, the NaNs.
var specials = []uint32{
	0, 1, 0x0400, 0x7c00, 0x7c01, 0x7e00, 0x7fff, 0x8000, 0x8001, 0x8400, 0xfc00, 0xfc01, 0xfe00, 0xffff,
	0x00800000, 0x7f800000, 0x7f800001, 0x7fc00000, 0x7fffffff, 0x80000000, 0x80000001, 0x80800000, 0xff800000,
	0xff800001, 0xffc00000, 0xffffffff,
}

// compare is a VOPC compare of varying operands: the operands cut into
// ranges where each is x+d or constant, those cut where the result may
// change (the specials and the other operand's value, and one past them),
// and each range's result is the instruction's on the one-execution
// machine at its first x.
func (s *slicer) compare(in *Inst, d *amdgcn.InstDef) error {
	w := uint32(0xffffffff)
	if is16(d.Src[0]) && is16(d.Src[1]) {
		w = 0xffff
	} else if regsOf(d.Src[0]) != 1 || regsOf(d.Src[1]) != 1 || is16(d.Src[0]) != is16(d.Src[1]) {
		return decline("%s: no sliced form", in.Name())
	}
	o := in.A.Dst
	mask := s.one.maskRegs()
	if o.Kind != amdgcn.OpSGPR || int(o.Code)+mask > 126 {
		return decline("%s: destination", in.Name())
	}
	a, err := s.get(in, 0, d.Src[0])
	if err != nil {
		return err
	}
	b, err := s.get(in, 1, d.Src[1])
	if err != nil {
		return err
	}
	var lo, hi sval
	var run func(pa, pb spiece) error
	run = func(pa, pb spiece) error {
		da, ka, oka := affine(pa, w)
		db, kb, okb := affine(pb, w)
		if !oka || !okb {
			if pa.hi-pa.lo < 2 || len(lo) > maxPieces {
				return decline("a compare without a form")
			}
			m := mid(pa.lo, pa.hi)
			if err := run(pa.sub(pa.lo, m), pb.sub(pa.lo, m)); err != nil {
				return err
			}
			return run(pa.sub(m, pa.hi), pb.sub(m, pa.hi))
		}
		cuts := []uint32{pa.lo, pa.hi}
		cut := func(d int64, other spiece, otherConst bool) {
			vals := specials
			if otherConst {
				c := other.c & w
				vals = append(slices.Clip(vals), c, c+1)
			}
			for _, v := range vals {
				if v&^w != 0 {
					continue
				}
				x := int64(v) - d
				if x > int64(pa.lo) && x < int64(pa.hi) {
					cuts = append(cuts, uint32(x))
				}
			}
		}
		if !ka {
			cut(da, pb, kb)
		}
		if !kb {
			cut(db, pa, ka)
		}
		slices.Sort(cuts)
		cuts = slices.Compact(cuts)
		for i := 0; i+1 < len(cuts); i++ {
			x := cuts[i]
			r0, r1, err := s.evalAt(in, [2]uint32{pa.sub(x, x+1).c, pb.sub(x, x+1).c})
			if err != nil {
				return err
			}
			lo = push(lo, spiece{x, cuts[i+1], 0, r0})
			hi = push(hi, spiece{x, cuts[i+1], 0, r1})
		}
		return nil
	}
	if err := zip(a, b, run); err != nil {
		return err
	}
	if err := s.setS(int(o.Code), lo); err != nil {
		return err
	}
	if mask == 2 {
		return s.setS(int(o.Code)+1, hi)
	}
	return nil
}

// evalAt runs compare in on the one-execution machine with its two
// sources' registers holding vals, and returns its destination's halves;
// the machine's registers are as they were after.
func (s *slicer) evalAt(in *Inst, vals [2]uint32) (uint32, uint32, error) {
	one := s.one
	type saved struct {
		vgpr bool
		reg  int
		def  bool
		val  uint32
	}
	var keep [5]saved
	nk := 0
	save := func(vgpr bool, reg int) {
		sv := saved{vgpr: vgpr, reg: reg}
		if vgpr {
			sv.def = one.v[reg] != nil
			if sv.def {
				sv.val = one.v[reg][0]
			}
		} else {
			if one.s[reg] == nil {
				one.s[reg] = make([]uint32, 1)
			}
			sv.def, sv.val = one.sdef[reg], one.s[reg][0]
		}
		keep[nk] = sv
		nk++
	}
	for k := 0; k < 2; k++ {
		o := in.A.Src[k]
		switch o.Kind {
		case amdgcn.OpVGPR:
			r := int(o.Code) - 256
			save(true, r)
			one.DefineVGPR(r)[0] = vals[k]
		case amdgcn.OpSGPR:
			c := int(o.Code)
			if c == int(amdgcn.NullCode(one.Gen)) && one.Gen.Family != amdgcn.GFX9 {
				continue
			}
			save(false, c)
			one.SetSGPR(c, 0, vals[k])
		}
	}
	dc := int(in.A.Dst.Code)
	save(false, dc)
	if one.mask64 {
		save(false, dc+1)
	}
	_, err := one.step(in)
	r0, r1 := one.s[dc][0], uint32(0)
	if one.mask64 {
		r1 = one.s[dc+1][0]
	}
	for i := nk - 1; i >= 0; i-- {
		sv := keep[i]
		if sv.vgpr {
			if !sv.def {
				one.v[sv.reg] = nil
			} else {
				one.v[sv.reg][0] = sv.val
			}
			continue
		}
		one.sdef[sv.reg] = sv.def
		one.s[sv.reg][0] = sv.val
	}
	if err != nil {
		return 0, 0, decline("%v", err)
	}
	return r0, r1, nil
}

// minMax is a two-input 16-bit min/max of varying operands: a uniform
// first input over the second's pieces by the model's row, or the same
// register twice by the instruction's diagonal.
func (s *slicer) minMax(in *Inst, e *amdgcn.Entry) error {
	d := e.Def
	md, _, err := s.one.modelFor(e)
	if err != nil || md == nil {
		return decline("%s: no model", in.Name())
	}
	if md.t != semantics.F16 && md.t != semantics.BF16 || !is16(d.Src[0]) || !is16(d.Src[1]) || !is16(d.Dst) ||
		in.A.Dst.Kind != amdgcn.OpVGPR || in.A.SDst.Kind != amdgcn.OpNone {
		return decline("%s: no sliced form", in.Name())
	}
	a, err := s.get(in, 0, d.Src[0])
	if err != nil {
		return err
	}
	b, err := s.get(in, 1, d.Src[1])
	if err != nil {
		return err
	}
	same := in.A.Src[0] == in.A.Src[1] && in.A.Src[0].Kind == amdgcn.OpVGPR
	var diag []semantics.Run16
	var out sval
	const w = 0xffff
	// compose appends f(y) for y the 16-bit value of pb, runs f's rows
	var compose func(pb spiece, runs []semantics.Run16) error
	compose = func(pb spiece, runs []semantics.Run16) error {
		d, konst, ok := affine(pb, w)
		if !ok {
			if pb.hi-pb.lo < 2 || len(out) > maxPieces {
				return decline("a min/max input without a form")
			}
			m := mid(pb.lo, pb.hi)
			if err := compose(pb.sub(pb.lo, m), runs); err != nil {
				return err
			}
			return compose(pb.sub(m, pb.hi), runs)
		}
		if konst {
			q := runs[semantics.FindRun16(runs, uint32(d))]
			y := uint32(d)
			out = push(out, spiece{pb.lo, pb.hi, 0, y&uint32(q.Mask) | uint32(q.Or)})
			return nil
		}
		// y = x+d = (x & v) | c over the piece
		v, c := pb.v&w, pb.c&w
		x := pb.lo
		for x < pb.hi {
			y := uint32(int64(x) + d)
			q := runs[semantics.FindRun16(runs, y)]
			end := min(pb.hi, uint32(int64(q.Hi)-d))
			out = push(out, restrict(x, end, v&uint32(q.Mask), c&uint32(q.Mask)|uint32(q.Or)))
			x = end
		}
		return nil
	}
	err = zip(a, b, func(pa, pb spiece) error {
		ka, isK := single(sval{pa})
		switch {
		case isK && pa.v == 0:
			runs, ok := s.row(md, uint16(ka))
			if !ok {
				return decline("%s: the model has no rows", in.Name())
			}
			return compose(pb, runs)
		case same:
			if diag == nil {
				var err error
				if diag, err = s.cache.diagRuns(in, s.one, s.wave64); err != nil {
					return err
				}
			}
			return compose(pb, diag)
		}
		return errPointwise
	})
	if err == errPointwise {
		// a varying first input with another second: the instruction
		// itself over every execution, its results as pieces
		return s.pointwise(in)
	}
	if err != nil {
		return err
	}
	r := int(in.A.Dst.Code) - 256
	if keep := s.one.keep16(d.Shape); keep != 0 {
		// the destination's high half stays
		var hiv sval
		switch {
		case s.vg[r] != nil:
			hiv = s.vg[r]
		case s.one.v[r] != nil:
			hiv = s.constant(s.one.v[r][0])
		default:
			hiv = s.constant(0)
		}
		kept, err := s.binary(nil, hiv, s.constant(keep), opAnd)
		if err != nil {
			return err
		}
		if out, err = s.binary(nil, out, kept, opOr); err != nil {
			return err
		}
	}
	return s.setV(r, out)
}

// rowKey is a model's row.
type rowKey struct {
	md *model
	a  uint16
}

// errPointwise sends a min/max to pointwise.
var errPointwise = errors.New("pointwise")

// pointwise runs VALU instruction in (VGPR and constant operands, a VGPR
// destination) on an ordinary machine of one lane per execution, its
// VGPR operands (and destination, whose high half a 16-bit result may
// keep) holding each execution's values, and sets the destination from
// the results, compressed into pieces.
func (s *slicer) pointwise(in *Inst) error {
	n := int(s.x1 - s.x0)
	m := NewMachine(s.one.Gen, s.one.Mode, n, s.wave64)
	m.models = s.one.models
	fill := func(r int) error {
		x := s.vg[r]
		if x == nil {
			if s.one.v[r] == nil {
				return nil // undefined: as the executions see it
			}
			x = s.constant(s.one.v[r][0])
		}
		col := m.DefineVGPR(r)
		for _, p := range x {
			d := col[p.lo-s.x0 : p.hi-s.x0]
			for i := range d {
				d[i] = (p.lo+uint32(i))&p.v | p.c
			}
		}
		return nil
	}
	for k := 0; k < 3; k++ {
		switch o := in.A.Src[k]; o.Kind {
		case amdgcn.OpVGPR:
			if err := fill(int(o.Code) - 256); err != nil {
				return err
			}
		case amdgcn.OpNone, amdgcn.OpInline, amdgcn.OpLiteral:
		default:
			return decline("%s: a scalar operand of a pointwise instruction", in.Name())
		}
	}
	r := int(in.A.Dst.Code) - 256
	if in.A.Dst.Kind != amdgcn.OpVGPR || r < 0 || r >= 256 {
		return decline("%s: destination", in.Name())
	}
	if err := fill(r); err != nil {
		return err
	}
	if _, err := m.step(in); err != nil {
		return decline("%v", err)
	}
	out, ok := formPieces(m.v[r][:n], s.x0)
	if !ok {
		return decline("over %d pieces", maxPieces)
	}
	return s.setV(r, out)
}

// formPieces compresses vals (execution i's at x = x0+i) into pieces,
// each as long as one form covers it; false past maxPieces.
func formPieces(vals []uint32, x0 uint32) (sval, bool) {
	var out sval
	for i := 0; i < len(vals); {
		lo := x0 + uint32(i)
		// per bit: the result where x's bit is 0 and where it is 1
		var seen0, seen1, val0, val1 uint32
		j := i
		for ; j < len(vals); j++ {
			x, r := x0+uint32(j), vals[j]
			// bits where x is 0 (1): seen before with another result?
			z, o := ^x, x
			if (z&seen0&(val0^r))|(o&seen1&(val1^r)) != 0 {
				break
			}
			n0, n1 := seen0|z, seen1|o
			v0, v1 := val0&seen0|r&z&^seen0, val1&seen1|r&o&^seen1
			// a bit that is x's complement: 1 where x is 0, 0 where 1
			if n0&n1&v0&^v1 != 0 {
				break
			}
			seen0, seen1, val0, val1 = n0, n1, v0, v1
		}
		hi := x0 + uint32(j)
		// x's bit where it was 0 at x 0 and 1 at x 1, else the constant
		m := seen0 & seen1 & ^val0 & val1
		c := (val0 & seen0 &^ m) | (val1 & seen1 &^ m)
		out = push(out, restrict(lo, hi, m, c))
		if len(out) > maxPieces {
			return nil, false
		}
		i = j
	}
	return out, true
}

// row is the model's row runs for first input a (kept for the call).
func (s *slicer) row(md *model, a uint16) ([]semantics.Run16, bool) {
	if r, ok := s.rows[rowKey{md, a}]; ok {
		return r, true
	}
	r, ok := md.m.Runs16(md.t, a, nil)
	if !ok {
		return nil, false
	}
	if s.rows == nil {
		s.rows = map[rowKey][]semantics.Run16{}
	}
	s.rows[rowKey{md, a}] = r
	return r, true
}

// diagRuns returns the runs of in's results where both sources are the
// same VGPR holding y = 0 … 65535 (low 16 bits): in run once over 65,536
// lanes of an ordinary machine, kept per instruction.
func (sc *sliceCache) diagRuns(in *Inst, one *Machine, wave64 bool) ([]semantics.Run16, error) {
	if r, ok := sc.diags.Load(in); ok {
		return r.([]semantics.Run16), nil
	}
	m := NewMachine(one.Gen, one.Mode, 1<<16, wave64)
	m.models = one.models
	src := int(in.A.Src[0].Code) - 256
	dst := int(in.A.Dst.Code) - 256
	seqFill(m.DefineVGPR(src), 0)
	if dst != src {
		m.v[dst] = nil
	}
	if _, err := m.step(in); err != nil {
		return nil, decline("%v", err)
	}
	tab := m.v[dst]
	runs := formRuns(tab)
	sc.diags.Store(in, runs)
	return runs, nil
}

// formRuns compresses tab (65,536 values, low 16 bits) into runs of the
// form (y & Mask) | Or, each as long as one form covers it: per bit, the
// result where y's bit is 0 and where it is 1 must be constant or y's bit
// (never its complement).
func formRuns(tab []uint32) []semantics.Run16 {
	var runs []semantics.Run16
	y := uint32(0)
	for y < 1<<16 {
		var at [2][16]int8 // result bit seen where y's bit is 0, 1 (-1: not yet)
		for j := range at[0] {
			at[0][j], at[1][j] = -1, -1
		}
		end := y
	grow:
		for ; end < 1<<16; end++ {
			r := tab[end]
			for j := 0; j < 16; j++ {
				xb, rb := end>>j&1, int8(r>>j&1)
				if at[xb][j] >= 0 && at[xb][j] != rb {
					break grow
				}
				z, o := at[0][j], at[1][j]
				if xb == 0 {
					z = rb
				} else {
					o = rb
				}
				if z == 1 && o == 0 {
					break grow
				}
			}
			for j := 0; j < 16; j++ {
				at[end>>j&1][j] = int8(r >> j & 1)
			}
		}
		var mk, or uint16
		for j := 0; j < 16; j++ {
			z, o := at[0][j], at[1][j]
			switch {
			case z == 0 && o == 1:
				mk |= 1 << j
			case z == 1 || o == 1:
				or |= 1 << j
			}
		}
		runs = append(runs, semantics.Run16{Lo: y, Hi: end, Mask: mk, Or: or})
		y = end
	}
	return runs
}

// global is a global load or store of one address (the same in every
// execution) on the tuple memory.
func (s *slicer) global(in *Inst, d *amdgcn.InstDef) error {
	if in.A.Omod != 0 || !plainInst(in) {
		return decline("%s: modifiers", in.Name())
	}
	size := 0
	switch d.Key {
	case "global_load_u16", "global_store_b16":
		size = 2
	case "global_load_b32", "global_store_b32":
		size = 4
	default:
		return decline("%s: no sliced form", in.Name())
	}
	one := s.one
	var vaddr, saddr src
	useS, err := one.globalAddrRegs(in, &vaddr, &saddr)
	if err != nil {
		return decline("%v (or a varying address)", err)
	}
	addr := uint64(vaddr.lo[0])
	if useS {
		addr += saddr.raw(one, 0, 0)
	} else {
		addr |= uint64(vaddr.hi[0]) << 32
	}
	addr += uint64(int64(in.A.Offset))
	t := s.tm
	p, off, err := t.where(addr, size)
	if err != nil {
		return decline("%v", err)
	}
	if d.Shape == amdgcn.ShapeGLoad {
		if in.A.Dst.Kind != amdgcn.OpVGPR {
			return decline("%s: destination", in.Name())
		}
		r := int(in.A.Dst.Code) - 256
		c, err := t.m.Col(p, off, size, false)
		if err != nil {
			return decline("%v", err)
		}
		switch {
		case c == nil:
			v, err := t.m.Base(p, off, size)
			if err != nil {
				return decline("%v", err)
			}
			return s.setV(r, s.constant(uint32(v)))
		case c.Uniform:
			return s.setV(r, s.constant(uint32(c.First)))
		case c.Seq && c.First == uint64(s.x0):
			return s.setV(r, sval{restrict(s.x0, s.x1, 0xffff, 0)})
		}
		return decline("%s: a column that is neither uniform nor the sequence", in.Name())
	}
	if in.A.Src[2].Kind != amdgcn.OpVGPR {
		return decline("%s: data", in.Name())
	}
	data, err := s.get(in, 2, amdgcn.TB32)
	if err != nil {
		return err
	}
	mk := uint32(mask64(size))
	if size == 2 && uint64(s.x1) <= 1<<16 {
		// in the models' own form (semantics.Model.Runs16: a constant as
		// its or, anything else with every bit that is x's in the mask),
		// so that lowerc diff's tally finds a run of the other side's in
		// the same form and skips it
		runs := make([]semantics.Run16, len(data))
		for i, q := range data {
			m, o := uint32(0), q.c
			if q.v&mk != 0 {
				m, o = q.ext()
			}
			runs[i] = semantics.Run16{Lo: q.lo, Hi: q.hi, Mask: uint16(m & mk), Or: uint16(o & mk)}
		}
		kept, err := t.m.StoreRuns(p, off, size, 0, int(s.x1-s.x0), tv.Runs{Runs: runs, Y: s.x0, Mask: uint64(mk)})
		if err != nil {
			return decline("%v", err)
		}
		if kept {
			return nil
		}
	}
	col, err := t.m.Writable(p, off, size)
	if err != nil {
		return decline("%v", err)
	}
	vals := col.Values()
	for _, q := range data {
		dst := vals[q.lo-s.x0 : q.hi-s.x0]
		for i := range dst {
			x := q.lo + uint32(i)
			dst[i] = uint64((x&q.v | q.c) & mk)
		}
	}
	return nil
}

func mask64(size int) uint64 {
	if size >= 8 {
		return ^uint64(0)
	}
	return 1<<(8*size) - 1
}

// isDecline reports whether err is the sliced path declining.
func isDecline(err error) (string, bool) {
	var d *sliceDecline
	if errors.As(err, &d) {
		return d.reason, true
	}
	return "", false
}

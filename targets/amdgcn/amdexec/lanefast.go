package amdexec

import (
	"encoding/binary"

	"github.com/lowerc/lowerc/targets/amdgcn"
)

// Column kernels of a machine of one-lane waves (newLaneWaves, the
// RunTuples of llc-19's kernels): there every SGPR and SCC is a column
// with one value per execution, as a VGPR is, so the hot scalar and
// vector instructions of llc's kernels run as loops over the columns
// instead of wave by wave through Machine.step. Each kernel takes an
// instruction only where every wave's lane is on and the instruction has
// no modifier (abs, neg, clamp, omod, op_sel, SDWA, DPP), and it computes
// what Machine.step computes; where anything is off (an operand the
// kernel does not take, a register undefined, a fault) it leaves the
// instruction to Machine.step untouched, which gives the ordinary
// results and errors (TestLaneFastEqual holds the two to each other).

// laneRun runs insts (no branches) on a machine of one-lane waves from
// the first until s_endpgm or the end, through the column kernels where
// they apply (fast) and Machine.step otherwise.
func (m *Machine) laneRun(insts []Inst, fast bool) (Stop, error) {
	limit := m.stepLimit()
	on := m.allLanesOn()
	for pc := range insts {
		in := &insts[pc]
		if m.Steps >= limit {
			return 0, errAt(in, "the step limit (%d instructions) is reached: a loop that does not end?", limit)
		}
		m.Steps++
		if fast && on && m.laneFast(in) {
			continue
		}
		stop, err := m.step(in)
		if err != nil {
			return 0, err
		}
		if stop != StopEnd {
			return stop, nil
		}
		if mayWriteExec(in) {
			on = m.allLanesOn()
		}
	}
	return StopEnd, nil
}

// allLanesOn reports whether every wave's EXEC is exactly its lane.
func (m *Machine) allLanesOn() bool {
	if m.ws != 1 || !m.sdef[126] || m.mask64 && !m.sdef[127] {
		return false
	}
	for _, e := range m.s[126][:m.nw] {
		if e != 1 {
			return false
		}
	}
	if m.mask64 {
		for _, e := range m.s[127][:m.nw] {
			if e != 0 {
				return false
			}
		}
	}
	return true
}

// mayWriteExec reports whether in may write EXEC: anything but a vector
// instruction with a VGPR destination, a global access or a wait.
func mayWriteExec(in *Inst) bool {
	if in.Ext != nil || in.Dual != nil || in.A.Entry() == nil {
		return true
	}
	switch in.A.Entry().Def.Shape {
	case amdgcn.ShapeGLoad, amdgcn.ShapeGStore, amdgcn.ShapeWaitcnt, amdgcn.ShapeSImm16, amdgcn.ShapeWaitImm:
		return false
	case amdgcn.ShapeVOP1, amdgcn.ShapeBinary, amdgcn.ShapeTernary, amdgcn.ShapePk2, amdgcn.ShapePk3, amdgcn.ShapeCndmask:
		return in.A.Dst.Kind != amdgcn.OpVGPR || in.A.SDst.Kind != amdgcn.OpNone
	}
	return true
}

// plainInst reports whether in has no modifiers and no extension form.
func plainInst(in *Inst) bool {
	if in.Ext != nil || in.Dual != nil || in.A.Ext != amdgcn.ExtNone || in.A.Clamp || in.A.Omod != 0 || in.A.OpSel != 0 {
		return false
	}
	for _, o := range in.A.Src {
		if o.Abs || o.Neg {
			return false
		}
	}
	return true
}

// laneFast runs in by a column kernel and reports true, or reports false
// having changed nothing.
func (m *Machine) laneFast(in *Inst) bool {
	if !plainInst(in) {
		return false
	}
	e := in.A.Entry()
	if e == nil {
		return false
	}
	d := e.Def
	switch d.Shape {
	case amdgcn.ShapeSLoad:
		return m.laneSLoad(in, d)
	case amdgcn.ShapeSOP1, amdgcn.ShapeSOP2:
		return m.laneSALU(in, d)
	case amdgcn.ShapeVOP1, amdgcn.ShapeBinary:
		return m.laneVALU(in, d)
	case amdgcn.ShapeCmp:
		return m.laneCmp(in, d)
	}
	return false
}

// setCol defines SGPR c of every wave from f(w).
func (m *Machine) sgprCol(c int) []uint32 {
	if m.s[c] == nil {
		m.s[c] = make([]uint32, m.nw)
	}
	m.sdef[c] = true
	return m.s[c][:m.nw]
}

// laneSLoad is sload where every wave's base is the same: one read.
func (m *Machine) laneSLoad(in *Inst, d *amdgcn.InstDef) bool {
	var base src
	if m.readReg(in, in.A.Src[0], 2, &base) != nil || base.kind != amdgcn.OpSGPR {
		return false
	}
	o := in.A.Dst
	if o.Kind != amdgcn.OpSGPR || !m.sgprOK(int(o.Code), d.Dwords) {
		return false
	}
	lo, hi := m.s[base.sg][:m.nw], m.s[base.sg+1][:m.nw]
	for w := range lo {
		if lo[w] != lo[0] || hi[w] != hi[0] {
			return false
		}
	}
	addr := uint64(lo[0]) | uint64(hi[0])<<32
	b, err := m.Mem.at(addr+uint64(int64(in.A.Offset)), 4*d.Dwords)
	if err != nil {
		return false
	}
	for k := 0; k < d.Dwords; k++ {
		v := binary.LittleEndian.Uint32(b[4*k:])
		col := m.sgprCol(int(o.Code) + k)
		for w := range col {
			col[w] = v
		}
	}
	return true
}

// scalarCol writes a scalar source's value in every wave to dst.
func (m *Machine) scalarCol(s *src, dst []uint64) {
	switch s.kind {
	case amdgcn.OpSGPR:
		lo := m.s[s.sg][:m.nw]
		if s.regs == 2 {
			hi := m.s[s.sg+1][:m.nw]
			for w, x := range lo {
				dst[w] = uint64(x) | uint64(hi[w])<<32
			}
			return
		}
		for w, x := range lo {
			dst[w] = uint64(x)
		}
	default:
		for w := range dst {
			dst[w] = s.c
		}
	}
}

// laneSALU is salu's bitwise operations, s_mov and s_cselect.
func (m *Machine) laneSALU(in *Inst, d *amdgcn.InstDef) bool {
	var f func(a, b uint64) uint64
	setSCC := true
	switch d.Key {
	case "s_and_b32", "s_and_b64":
		f = func(a, b uint64) uint64 { return a & b }
	case "s_or_b32", "s_or_b64":
		f = func(a, b uint64) uint64 { return a | b }
	case "s_andn2_b32", "s_andn2_b64":
		f = func(a, b uint64) uint64 { return a &^ b }
	case "s_xor_b32", "s_xor_b64":
		f = func(a, b uint64) uint64 { return a ^ b }
	case "s_mov_b32", "s_mov_b64", "s_cselect_b32", "s_cselect_b64":
		setSCC = false
	default:
		return false
	}
	wide := d.Dst == amdgcn.TI64 || d.Src[0] == amdgcn.TI64
	regs, t := 1, amdgcn.TB32
	if wide {
		regs, t = 2, amdgcn.TI64
	}
	ns := 1
	if d.Shape != amdgcn.ShapeSOP1 {
		ns = 2
	}
	cols := [2][]uint64{m.buf(0)[:m.nw], m.buf(1)[:m.nw]}
	for k := 0; k < ns; k++ {
		s, err := m.source(in, k, t)
		if err != nil || s.kind != amdgcn.OpSGPR && s.kind != amdgcn.OpInline {
			return false
		}
		m.scalarCol(&s, cols[k])
	}
	cselect := d.Key == "s_cselect_b32" || d.Key == "s_cselect_b64"
	if cselect && !m.sccDef {
		return false
	}
	o := in.A.Dst
	if o.Kind != amdgcn.OpSGPR || !m.sgprOK(int(o.Code), regs) || int(o.Code) >= 126 || int(o.Code)+regs > 126 {
		return false
	}
	mk := ^uint64(0)
	if !wide {
		mk = 0xffffffff
	}
	res := m.buf(2)[:m.nw]
	a, b := cols[0], cols[1]
	switch {
	case cselect:
		scc := m.scc[:m.nw]
		for w := range res {
			if scc[w] {
				res[w] = a[w] & mk
			} else {
				res[w] = b[w] & mk
			}
		}
	case f == nil: // s_mov
		for w := range res {
			res[w] = a[w] & mk
		}
	default:
		// one loop per operation (no call per wave)
		switch d.Key {
		case "s_and_b32", "s_and_b64":
			for w := range res {
				res[w] = a[w] & b[w] & mk
			}
		case "s_or_b32", "s_or_b64":
			for w := range res {
				res[w] = (a[w] | b[w]) & mk
			}
		default:
			for w := range res {
				res[w] = f(a[w]&mk, b[w]&mk)
			}
		}
	}
	if setSCC {
		scc := m.scc
		if len(scc) != m.nw {
			scc = make([]bool, m.nw)
		}
		for w, r := range res {
			scc[w] = r != 0
		}
		m.scc, m.sccDef = scc, true
	}
	lo := m.sgprCol(int(o.Code))
	for w, r := range res {
		lo[w] = uint32(r)
	}
	if regs == 2 {
		hi := m.sgprCol(int(o.Code) + 1)
		for w, r := range res {
			hi[w] = uint32(r >> 32)
		}
	}
	return true
}

// laneVALU is valu's v_mov_b32, v_and_b32 and v_or_b32.
func (m *Machine) laneVALU(in *Inst, d *amdgcn.InstDef) bool {
	var f func(a, b uint64) uint64
	ns := 2
	switch d.Key {
	case "mov_b32":
		ns = 1
	case "and_b32":
		f = func(a, b uint64) uint64 { return a & b }
	case "or_b32":
		f = func(a, b uint64) uint64 { return a | b }
	default:
		return false
	}
	var x [2][]uint64
	for k := 0; k < ns; k++ {
		s, err := m.source(in, k, d.Src[k])
		if err != nil {
			return false
		}
		x[k] = m.buf(k)
		s.gather(m, x[k])
	}
	if in.A.Dst.Kind != amdgcn.OpVGPR || int(in.A.Dst.Code)-256 >= 256 {
		return false
	}
	lo, _, err := m.dstVGPR(in, in.A.Dst, 1)
	if err != nil {
		return false
	}
	a := x[0][:m.N]
	if f == nil {
		for i, v := range a {
			lo[i] = uint32(v)
		}
		return true
	}
	b := x[1][:m.N]
	for i, v := range a {
		lo[i] = uint32(f(v, b[i]))
	}
	return true
}

// laneCmp is valu's integer compares (compare) into a mask register.
func (m *Machine) laneCmp(in *Inst, d *amdgcn.InstDef) bool {
	if _, ok := floatCmp(d); ok {
		return false
	}
	f := intCompare(d.Key)
	if f == nil {
		return false
	}
	var x [2][]uint64
	for k := 0; k < 2; k++ {
		s, err := m.source(in, k, d.Src[k])
		if err != nil {
			return false
		}
		x[k] = m.buf(k)
		s.gather(m, x[k])
	}
	o := in.A.Dst
	c := int(o.Code)
	regs := m.maskRegs()
	if o.Kind != amdgcn.OpSGPR || c == int(amdgcn.NullCode(m.Gen)) && m.Gen.Family != amdgcn.GFX9 || !m.sgprOK(c, regs) || c >= 126 || c+regs > 126 {
		return false
	}
	a, b := x[0][:m.N], x[1][:m.N]
	lo := m.sgprCol(c)
	for i, v := range a {
		lo[i] = 0
		if f(v, b[i]) {
			lo[i] = 1
		}
	}
	if regs == 2 {
		clear(m.sgprCol(c + 1))
	}
	return true
}

package amdexec

import (
	"errors"

	"github.com/lowerc/lowerc/internal/vec"
	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/targets/amdgcn"
)

// The value-slice path of a Case (caseFunc): what the op's code computes
// does not depend on the kernel's prologue, which reads only the kernarg
// segment and the launch registers, so the prologue runs once (per block
// size, per run state) and each block starts from a copy of its
// registers; the op's region then runs column by column over the block
// with values that are the same in every lane (constants, the row of an
// exhaustive sweep, what the prologue computed) kept as one value
// (uniform registers) instead of a column.
//
// The hot instructions of lowerc's op regions (the min/max family, VOPC
// compares, v_cndmask_b32, v_mov_b32) have column kernels here; any other
// instruction, and any instruction under a partial EXEC, runs on the
// same Machine by Machine.step after the uniform registers are written
// out, so that nothing is skipped. Where anything fails (an error, a
// region that ends the kernel), the block is run again on the ordinary
// path (caseFunc.runBlock), which gives the error exactly as before:
// results and errors are the ordinary path's, bit for bit
// (TestFastCasesEqual, FuzzFastInst).

// errSlow sends a block back to the ordinary path.
var errSlow = errors.New("amdexec: value-slice path does not apply")

// fastPlan is what a caseFunc's value-slice path needs, fixed when the
// Case is built: whether its region qualifies, and the input writes.
type fastPlan struct {
	// writes are the registers the Func's inputs define, each with the
	// last write the ordinary path makes to it (fill, then inputs).
	writes []fastWrite
}

// fastWrite defines register reg from 32-bit half j of input k's
// container at loc lc.
type fastWrite struct {
	reg, k, j int
	lc        loc
}

// newFastPlan returns c's plan, nil where the region has an instruction
// the path does not take (memory, control transfers, VOPD, the extension
// instructions): those Cases always run the ordinary path.
func newFastPlan(c *caseFunc) *fastPlan {
	for i := range c.region {
		if !fastRegionInst(&c.region[i]) {
			return nil
		}
	}
	p := &fastPlan{}
	at := map[int]int{}
	add := func(lc loc, k int) {
		for j := 0; j < lc.regs; j++ {
			w := fastWrite{reg: lc.reg + j, k: k, j: j, lc: lc}
			if i, ok := at[w.reg]; ok {
				p.writes[i] = w
				continue
			}
			at[w.reg] = len(p.writes)
			p.writes = append(p.writes, w)
		}
	}
	for _, lc := range c.fill {
		add(lc, 0)
	}
	for k, lc := range c.inputs {
		add(lc, k)
	}
	for _, w := range p.writes {
		if w.reg < 0 || w.reg >= 256 {
			return nil
		}
	}
	return p
}

// fastRegionInst reports whether in may be in a region the value-slice
// path runs: VALU (of package amdgcn's table), SALU, s_nop and the waits.
func fastRegionInst(in *Inst) bool {
	if in.Ext != nil || in.Dual != nil {
		return false
	}
	e := in.A.Entry()
	if e == nil || callKey(e.Def.Key) {
		return false
	}
	switch e.Def.Shape {
	case amdgcn.ShapeVOP1, amdgcn.ShapeBinary, amdgcn.ShapeTernary, amdgcn.ShapeCmp, amdgcn.ShapeCndmask,
		amdgcn.ShapePk2, amdgcn.ShapePk3, amdgcn.ShapeSImm16, amdgcn.ShapeWaitcnt, amdgcn.ShapeWaitImm,
		amdgcn.ShapeSOP1, amdgcn.ShapeSOP2, amdgcn.ShapeSOPC:
		return true
	}
	return false
}

// fastState is one run state's value-slice machine: the machine of the
// last block size with the prologue's registers to start each block from.
type fastState struct {
	c    *caseFunc
	n    int
	m    *Machine
	snap *Machine // the machine after the prologue (never run again)
	// suni and sval are the snapshot's uniform VGPRs (snap.v[r] the same
	// in every lane).
	suni [256]bool
	sval [256]uint32
	u    uniforms
}

// uniforms is the value-slice view of a machine's VGPRs: uni[r] says that
// VGPR r (defined: m.v[r] != nil) holds val[r] in every lane, its storage
// not written.
type uniforms struct {
	uni  [256]bool
	val  [256]uint32
	one  [3][2]uint32 // a uniform source's value as a one-lane register
	mask []uint64     // a compare's lane masks
	ucol [3]struct {  // uniform sources as columns (view)
		x uint32
		v []uint32
	}
	rows rowCache
	// seq[r]: VGPR r is a column whose lane i holds seqFirst[r]+i, a
	// 16-bit value (a sequence of inputs: the second inputs of an
	// exhaustive sweep); every write of r clears it, and nseq counts the
	// set ones
	seq      [256]bool
	seqFirst [256]uint32
	nseq     int
	// lazy[r]: sequence r's storage is not written yet (globalUniform's
	// loads of a tv.Sequence column): materialize writes it, and only a
	// min/max that takes the sequence as it is (minMaxSeq) reads r
	// without (src with lazyOK)
	lazy   [256]bool
	lazyOK bool
	// rl[r]: VGPR r is a min/max result not yet written out: lane i is
	// the row's result (rlRuns) for the second input rlY+i, or'ed with
	// rlP (minMaxSeq); materialize writes it, a store keeps it as its
	// column's runs (tv.TupleMem.StoreRuns) or writes it into the column
	// at once, as the Case's output does (semantics.FillRuns16). Counted
	// in nseq and cleared with the sequences.
	// full caches execFull (1 yes, -1 no, 0 not known): forgotten by
	// restore and after anything that may write EXEC (Machine.step, a
	// compare, an s_load)
	full   int8
	rl     [256]bool
	rlRuns [256][]semantics.Run16
	rlY    [256]uint32
	rlP    [256]uint32
}

// clearSeq forgets that VGPR r is a sequence (r is being written).
func (u *uniforms) clearSeq(r int) {
	if u.seq[r] || u.rl[r] {
		u.seq[r], u.lazy[r], u.rl[r] = false, false, false
		u.nseq--
	}
}

// clearSeqs forgets every sequence (before Machine.step, which may write
// any VGPR).
func (u *uniforms) clearSeqs() {
	if u.nseq > 0 {
		clear(u.seq[:])
		clear(u.lazy[:])
		clear(u.rl[:])
		u.nseq = 0
	}
}

// fastBlock runs block [lo, lo+n) of c on the value-slice path; errSlow
// (or any error) sends it to the ordinary path.
func (c *caseFunc) fastBlock(st *runState, in [][]uint64, out []uint64, lo, n int) error {
	f := st.fast
	if f == nil || f.c != c || f.n != n {
		f = &fastState{c: c, n: n}
		st.fast = f
		snap, err := launch(c.gen, c.mode, n, c.wave64, c.kernarg, nil, c.packedTID, c.launch)
		if err != nil {
			return errSlow
		}
		snap.models = st.models
		if stop, err := snap.Run(c.prologue); err != nil || stop != StopEnd {
			return errSlow
		}
		f.snap, f.m = snap, NewMachine(c.gen, c.mode, n, c.wave64)
		f.uniformSnapshot()
	}
	if f.snap == nil {
		return errSlow // the prologue fails: the ordinary path says how
	}
	m, u := f.m, &f.u
	m.models = st.models
	f.restore()
	for _, w := range c.fast.writes {
		xs := in[w.k]
		if len(xs) != 1 { // (else RunBroadcast's one value, for every execution)
			xs = xs[lo : lo+n]
		}
		if len(xs) == 1 || vec.Uniform(xs) {
			u.define(m, w.reg, uint32(w.lc.container(xs[0], w.k)>>(32*w.j)))
			continue
		}
		col := u.column(m, w.reg)[:len(xs)]
		if w.lc.lanes == 1 && w.j == 0 {
			if vec.Seq16(xs) {
				// the exhaustive sweep's second inputs: kept as a
				// sequence, written out when read (uniforms.seq, lazy)
				u.seq[w.reg], u.seqFirst[w.reg], u.lazy[w.reg] = true, uint32(xs[0]), true
				u.nseq++
				continue
			}
			narrow32(col, xs)
			continue
		}
		if w.lc.lanes == 1 {
			for i, x := range xs {
				col[i] = uint32(x >> 32)
			}
			continue
		}
		for i, x := range xs {
			col[i] = uint32(w.lc.container(x, w.k) >> (32 * w.j))
		}
	}
	for i := range c.region {
		stop, err := u.step(m, &c.region[i])
		if err != nil || stop != StopEnd {
			return errSlow
		}
	}
	mask := c.typ.Mask()
	r0, r1 := c.out.reg, c.out.reg+1
	if m.v[r0] == nil || c.out.regs == 2 && m.v[r1] == nil {
		return errSlow
	}
	if u.uni[r0] && (c.out.regs == 1 || u.uni[r1]) {
		x := uint64(u.val[r0])
		if c.out.regs == 2 {
			x |= uint64(u.val[r1]) << 32
		}
		v := c.out.extract(x) & mask
		o := out[lo : lo+n]
		for i := range o {
			o[i] = v
		}
		return nil
	}
	if u.rl[r0] && c.out.regs == 1 && c.out.lanes == 1 {
		semantics.FillRuns16(out[lo:lo+n], u.rlRuns[r0], u.rlY[r0], uint64(u.rlP[r0]), mask) // widenMasked's values
		return nil
	}
	u.materialize(m, r0)
	lo0 := m.v[r0][:n]
	if c.out.regs == 2 {
		u.materialize(m, r1)
		hi := m.v[r1][:n]
		for i, x := range lo0 {
			out[lo+i] = c.out.extract(uint64(x)|uint64(hi[i])<<32) & mask
		}
		return nil
	}
	o := out[lo : lo+n][:len(lo0)]
	if c.out.lanes == 1 {
		widenMasked(o, lo0, mask)
		return nil
	}
	for i, x := range lo0 {
		o[i] = c.out.extract(uint64(x)) & mask
	}
	return nil
}

// narrow32 sets dst[i] to the low 32 bits of src[i] (len(dst) ≥
// len(src)), four a step.
func narrow32(dst []uint32, src []uint64) {
	dst = dst[:len(src)]
	i := 0
	for ; i+4 <= len(src); i += 4 {
		s, d := src[i:i+4:i+4], dst[i:i+4:i+4]
		d[0], d[1], d[2], d[3] = uint32(s[0]), uint32(s[1]), uint32(s[2]), uint32(s[3])
	}
	for ; i < len(src); i++ {
		dst[i] = uint32(src[i])
	}
}

// widenMasked sets dst[i] to src[i]&mask (len(dst) ≥ len(src)), four a
// step.
func widenMasked(dst []uint64, src []uint32, mask uint64) {
	dst = dst[:len(src)]
	i := 0
	for ; i+4 <= len(src); i += 4 {
		s, d := src[i:i+4:i+4], dst[i:i+4:i+4]
		d[0], d[1], d[2], d[3] = uint64(s[0])&mask, uint64(s[1])&mask, uint64(s[2])&mask, uint64(s[3])&mask
	}
	for ; i < len(src); i++ {
		dst[i] = uint64(src[i]) & mask
	}
}

// restore puts f's machine in the state the prologue left (registers,
// SCC; EXEC is among the SGPRs).
func (f *fastState) restore() {
	m, s, u := f.m, f.snap, &f.u
	u.full = 0
	for r := range m.v {
		if m.v[r] != nil {
			m.spare = append(m.spare, m.v[r])
			m.v[r] = nil
		}
		u.uni[r] = false
		u.clearSeq(r)
		if sv := s.v[r]; sv != nil {
			if f.suni[r] {
				u.define(m, r, f.sval[r])
			} else {
				copy(u.column(m, r), sv)
			}
		}
	}
	for c := range m.s {
		m.sdef[c] = s.sdef[c]
		if s.sdef[c] {
			if m.s[c] == nil {
				m.s[c] = make([]uint32, m.nw)
			}
			copy(m.s[c], s.s[c])
		}
	}
	copy(m.scc, s.scc)
	m.sccDef = s.sccDef
	m.Mem = s.Mem
	m.RetAddr = s.RetAddr
}

// storage returns VGPR storage for one register (not cleared).
func storage(m *Machine) []uint32 {
	if k := len(m.spare); k > 0 {
		v := m.spare[k-1][:m.N]
		m.spare = m.spare[:k-1]
		return v
	}
	return make([]uint32, m.N)
}

// define makes VGPR r hold x in every lane.
func (u *uniforms) define(m *Machine, r int, x uint32) {
	if m.v[r] == nil {
		m.v[r] = storage(m)
	}
	u.uni[r], u.val[r] = true, x
	u.clearSeq(r)
}

// column makes VGPR r defined and a column, and returns its storage (its
// lanes as they were, or unspecified where r was undefined or a lazy
// sequence: for a write of every lane).
func (u *uniforms) column(m *Machine, r int) []uint32 {
	if m.v[r] == nil {
		m.v[r] = storage(m)
	}
	u.uni[r] = false
	u.clearSeq(r)
	return m.v[r]
}

// materialize writes a uniform VGPR r out to its storage.
func (u *uniforms) materialize(m *Machine, r int) {
	if u.lazy[r] {
		seqFill(m.v[r][:m.N], u.seqFirst[r])
		u.lazy[r] = false
	}
	if u.rl[r] {
		semantics.FillRuns16(m.v[r][:m.N], u.rlRuns[r], u.rlY[r], u.rlP[r], ^uint32(0))
		u.rl[r] = false
		u.nseq--
	}
	if !u.uni[r] {
		return
	}
	v, x := m.v[r], u.val[r]
	for i := range v {
		v[i] = x
	}
	u.uni[r] = false
}

// materializeAll writes every uniform VGPR out (before Machine.step).
func (u *uniforms) materializeAll(m *Machine) {
	for r := range u.uni {
		if u.uni[r] || u.lazy[r] || u.rl[r] {
			u.materialize(m, r)
		}
	}
}

// execFull reports whether every lane of m is active.
func execFull(m *Machine) bool {
	for w := 0; w < m.nw; w++ {
		k := min(m.ws, m.N-w*m.ws)
		need := ^uint64(0)
		if k < 64 {
			need = 1<<k - 1
		}
		if m.exec(w)&need != need {
			return false
		}
	}
	return true
}

// step runs one instruction: a column kernel where one applies, else
// Machine.step on the written-out registers.
func (u *uniforms) step(m *Machine, in *Inst) (Stop, error) {
	if in.Ext == nil && in.Dual == nil && in.A.Omod == 0 && in.A.Ext == amdgcn.ExtNone {
		if e := in.A.Entry(); e != nil {
			switch e.Def.Shape {
			case amdgcn.ShapeSImm16, amdgcn.ShapeWaitcnt, amdgcn.ShapeWaitImm:
				return StopEnd, nil // s_nop and the waits, as Machine.step
			}
			if u.execFull(m) {
				done, err := u.valu(m, in, e)
				if done || err != nil {
					return StopEnd, err
				}
			}
		}
	}
	u.materializeAll(m)
	u.clearSeqs()
	u.full = 0
	return m.step(in)
}

// execFull is execFull(m), cached (uniforms.full).
func (u *uniforms) execFull(m *Machine) bool {
	if u.full == 0 {
		u.full = -1
		if execFull(m) {
			u.full = 1
		}
	}
	return u.full > 0
}

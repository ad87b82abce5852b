package amdexec

import (
	"encoding/binary"
	"sync"

	"github.com/lowerc/lowerc/internal/vec"
	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/targets/amdgcn"
	"github.com/lowerc/lowerc/verify/tv"
)

// The value-slice path of Kernel.RunTuples (see fast.go): the launch
// registers of n executions are made once per run state and copied into
// a kept machine; every instruction of the kernel runs through the
// uniform-register view, the kernarg loads and SALU on the machine's
// SGPRs, the global loads and stores of one address (in every lane) as
// column copies of the tuple memory, an input column the same in every
// execution (the row of lowerc diff -exhaustive) becoming a uniform
// register. Anything else runs Machine.step; any failure runs the call
// again on the ordinary path (runTuplesSlow), whose results and errors
// are the reference (TestFastTuplesEqual).

// tupleState is one run state of a Kernel's RunTuples.
type tupleState struct {
	fastState
	models map[string]*model
}

// tuplePool keeps a Kernel's tuple states.
type tuplePool struct{ p sync.Pool }

// fastKernelInst reports whether in may be in a kernel the path runs:
// fastRegionInst's, the kernarg loads, global loads and stores,
// s_endpgm.
func fastKernelInst(in *Inst) bool {
	if fastRegionInst(in) {
		return true
	}
	if in.Ext != nil || in.Dual != nil || in.A.Entry() == nil {
		return false
	}
	switch in.A.Entry().Def.Shape {
	case amdgcn.ShapeSLoad, amdgcn.ShapeGLoad, amdgcn.ShapeGStore, amdgcn.ShapeNoArgs:
		return true
	}
	return false
}

// fastTuples reports whether k's RunTuples may take the path.
func (k *Kernel) fastTuples() bool {
	k.fastOnce.Do(func() {
		if k.sym.Launch.DispatchPtr || k.sym.Launch.Unsupported != "" {
			return // the launch maps memory per call
		}
		for i := range k.l.code.Insts[k.sym.Start:k.sym.End] {
			if !fastKernelInst(&k.l.code.Insts[k.sym.Start+i]) {
				return
			}
		}
		k.fastOK = true
	})
	return k.fastOK && !k.noFast
}

// runTuplesFast is RunTuples on the value-slice path; any error sends the
// call to the ordinary path.
func (k *Kernel) runTuplesFast(args []tv.Arg, n int, ins, outs []tv.Column) error {
	ik := k.ik
	if n <= 0 {
		return errSlow
	}
	mem, tmem, err := k.tupleMemory(args, n, ins)
	if err != nil {
		return err
	}
	defer tmem.m.Release()
	st, _ := k.tpool.p.Get().(*tupleState)
	if st == nil || st.n != n {
		st = &tupleState{models: map[string]*model{}}
		st.n = n
		snap := NewMachine(k.l.gen, k.sym.Mode, n, k.wave64)
		snap.Mem = &Memory{}
		zero := func(int) [3]uint32 { return [3]uint32{} }
		dims := func(d [3]int) [3]int { return [3]int{max(d[0], 1), max(d[1], 1), max(d[2], 1)} }
		if err := snap.launchRegs(k.sym.Launch, k.l.packedTID(), dims(ik.Grid), dims(ik.Block), zero, zero); err != nil {
			return err
		}
		st.snap, st.m = snap, NewMachine(k.l.gen, k.sym.Mode, n, k.wave64)
		st.uniformSnapshot()
	}
	defer k.tpool.p.Put(st)
	m, u := st.m, &st.u
	m.models = st.models
	st.restore()
	m.Mem = mem
	m.tuples = tmem
	defer func() { m.tuples = nil }()
	insts := k.l.code.Insts[k.sym.Start:k.sym.End]
	stop := StopEnd
	for i := range insts {
		if stop, err = u.kernelStep(m, &insts[i]); err != nil {
			return err
		}
		if stop != StopEnd {
			break
		}
	}
	if stop != StopEndpgm {
		return errSlow
	}
	return tmem.m.Read(k.elemSize, outs)
}

// uniformSnapshot records which of the snapshot's VGPRs are uniform.
func (f *fastState) uniformSnapshot() {
	for r, sv := range f.snap.v {
		if sv == nil {
			continue
		}
		f.suni[r], f.sval[r] = true, sv[0]
		for _, x := range sv {
			if x != sv[0] {
				f.suni[r] = false
				break
			}
		}
	}
}

// kernelStep is step for a whole kernel: SGPR-only instructions run on
// the machine without writing uniform VGPRs out, global accesses of one
// address by column kernels.
func (u *uniforms) kernelStep(m *Machine, in *Inst) (Stop, error) {
	if in.Ext == nil && in.Dual == nil && in.A.Ext == amdgcn.ExtNone {
		if e := in.A.Entry(); e != nil {
			switch e.Def.Shape {
			case amdgcn.ShapeSLoad, amdgcn.ShapeSOP1, amdgcn.ShapeSOP2, amdgcn.ShapeSOPC, amdgcn.ShapeNoArgs:
				if !readsVGPR(in) {
					u.full = 0 // (may write EXEC)
					if e.Def.Shape == amdgcn.ShapeSLoad && sloadOnce(m, in, e.Def) {
						return StopEnd, nil
					}
					return m.step(in)
				}
			case amdgcn.ShapeGLoad, amdgcn.ShapeGStore:
				if m.tuples != nil && in.A.Omod == 0 && u.execFull(m) && u.globalUniform(m, in, e.Def) {
					return StopEnd, nil
				}
			}
		}
	}
	return u.step(m, in)
}

// readsVGPR reports whether an operand of in is a VGPR.
func readsVGPR(in *Inst) bool {
	if in.A.Dst.Kind == amdgcn.OpVGPR {
		return true
	}
	for _, o := range in.A.Src {
		if o.Kind == amdgcn.OpVGPR {
			return true
		}
	}
	return false
}

// globalUniform is Machine.global on tuple memory where every lane has
// the same address (globalTuples' column copy), with a loaded column that
// is the same in every execution kept uniform.
func (u *uniforms) globalUniform(m *Machine, in *Inst, d *amdgcn.InstDef) bool {
	var vaddr, saddr src
	useS, err := m.globalAddrRegs(in, &vaddr, &saddr)
	if err != nil {
		return false
	}
	r := int(in.A.Src[0].Code) - 256
	if !u.uni[r] || !useS && !u.uni[r+1] {
		return false
	}
	addr := uint64(u.val[r])
	if useS {
		s, ok := wavesUniform(m, &saddr)
		if !ok {
			return false
		}
		addr += s
	} else {
		addr |= uint64(u.val[r+1]) << 32
	}
	addr += uint64(int64(in.A.Offset))
	size := 4 * d.Dwords
	switch d.Key {
	case "global_load_u16", "global_store_b16":
		size = 2
	}
	if size != 2 && size != 4 && size != 8 {
		return false
	}
	t := m.tuples
	p, off, err := t.where(addr, size)
	if err != nil {
		return false
	}
	if d.Shape == amdgcn.ShapeGLoad {
		dr, ok := dstReg(in, d.Dwords)
		if !ok {
			return false
		}
		c, err := t.m.Col(p, off, size, false)
		if err != nil {
			return false
		}
		if c == nil {
			v, err := t.m.Base(p, off, size)
			if err != nil {
				return false
			}
			u.define(m, dr, uint32(v))
			if size == 8 {
				u.define(m, dr+1, uint32(v>>32))
			}
			return true
		}
		if c.Uniform {
			u.define(m, dr, uint32(c.First))
			if size == 8 {
				u.define(m, dr+1, uint32(c.First>>32))
			}
			return true
		}
		if c.Seq && size != 8 && c.First < 1<<16 && c.First+uint64(m.N) <= 1<<16 {
			// a sequence of 16-bit values, kept known as one (seq)
			u.column(m, dr) // (its lanes written when read: lazy)
			u.seq[dr], u.seqFirst[dr], u.lazy[dr] = true, uint32(c.First), true
			u.nseq++
			return true
		}
		vals := c.Values()[:m.N]
		if vec.Uniform(vals) {
			v0 := vals[0]
			u.define(m, dr, uint32(v0))
			if size == 8 {
				u.define(m, dr+1, uint32(v0>>32))
			}
			return true
		}
		narrow32(u.column(m, dr), vals)
		if size == 8 {
			hi := u.column(m, dr+1)
			for i, v := range vals {
				hi[i] = uint32(v >> 32)
			}
		}
		return true
	}
	// A store: the data's registers (all defined) into the column.
	if in.A.Src[2].Kind != amdgcn.OpVGPR {
		return false
	}
	var data src
	if m.readReg(in, in.A.Src[2], d.Dwords, &data) != nil {
		return false
	}
	dr := int(in.A.Src[2].Code) - 256
	mask := uint64(1)<<(8*size) - 1
	if size == 8 {
		mask = ^uint64(0)
	}
	if u.rl[dr] && size != 8 {
		// a min/max result not yet written out: kept as the column's
		// runs where it can (written out when read)
		kept, err := t.m.StoreRuns(p, off, size, 0, m.N, tv.Runs{Runs: u.rlRuns[dr], Y: u.rlY[dr], Or: uint64(u.rlP[dr]), Mask: mask})
		if err != nil {
			return false
		}
		if kept {
			return true
		}
	}
	c, err := t.m.Writable(p, off, size)
	if err != nil {
		return false
	}
	vals := c.Values()[:m.N]
	lane := func(reg int) (uint32, []uint32) {
		if u.uni[reg] {
			return u.val[reg], nil
		}
		u.materialize(m, reg) // a lazy sequence's or min/max result's lanes
		return 0, m.v[reg][:m.N]
	}
	if u.rl[dr] && size != 8 {
		// (where StoreRuns could not keep it) into the column at once
		semantics.FillRuns16(vals, u.rlRuns[dr], u.rlY[dr], uint64(u.rlP[dr]), mask)
		return true
	}
	xl, cl := lane(dr)
	var xh uint32
	var ch []uint32
	if size == 8 {
		xh, ch = lane(dr + 1)
	}
	switch {
	case cl == nil && ch == nil:
		v := (uint64(xl) | uint64(xh)<<32) & mask
		for i := range vals {
			vals[i] = v
		}
	case size != 8:
		widenMasked(vals, cl, mask)
	default:
		for i := range vals {
			lo, hi := xl, xh
			if cl != nil {
				lo = cl[i]
			}
			if ch != nil {
				hi = ch[i]
			}
			vals[i] = uint64(lo) | uint64(hi)<<32
		}
	}
	return true
}

// seqFill sets col[i] to first+i, four a step.
func seqFill(col []uint32, first uint32) {
	i, v := 0, first
	for ; i+4 <= len(col); i += 4 {
		d := col[i : i+4 : i+4]
		d[0], d[1], d[2], d[3] = v, v+1, v+2, v+3
		v += 4
	}
	for ; i < len(col); i++ {
		col[i] = v
		v++
	}
}

// sloadOnce is Machine.sload where every wave has the same address (the
// waves of RunTuples are copies of one work-item): one read of memory,
// its value in every wave's SGPRs. false where it does not apply (any
// error included: Machine.step then runs the load and says why).
func sloadOnce(m *Machine, in *Inst, d *amdgcn.InstDef) bool {
	if in.A.Omod != 0 || checkExt(in, d) != nil {
		return false
	}
	var base src
	if m.readReg(in, in.A.Src[0], 2, &base) != nil {
		return false
	}
	o := in.A.Dst
	if o.Kind != amdgcn.OpSGPR || !m.sgprOK(int(o.Code), d.Dwords) {
		return false
	}
	b0, ok := wavesUniform(m, &base)
	if !ok {
		return false
	}
	b, err := m.Mem.at(b0+uint64(int64(in.A.Offset)), 4*d.Dwords)
	if err != nil {
		return false
	}
	for k := 0; k < d.Dwords; k++ {
		v := binary.LittleEndian.Uint32(b[4*k:])
		c := int(o.Code) + k
		if m.s[c] == nil {
			m.s[c] = make([]uint32, m.nw)
		}
		vec.Fill32(m.s[c][:m.nw], v) // (SetSGPR in every wave)
		m.sdef[c] = true
	}
	return true
}

// wavesUniform returns the scalar operand s's value (src.raw) in wave 0
// and whether every wave holds that value: one look at each of its SGPRs'
// waves (vec.Uniform32); any other operand is the same in every wave.
func wavesUniform(m *Machine, s *src) (uint64, bool) {
	if s.kind == amdgcn.OpSGPR {
		if !vec.Uniform32(m.s[s.sg][:m.nw]) || s.regs == 2 && !vec.Uniform32(m.s[s.sg+1][:m.nw]) {
			return 0, false
		}
	}
	return s.raw(m, 0, 0), true
}

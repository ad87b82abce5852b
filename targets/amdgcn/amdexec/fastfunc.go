package amdexec

import "github.com/lowerc/lowerc/internal/vec"

// The value-slice path of a Func (external code with llc's calling
// convention, see fast.go): the machine of each block size is kept, its
// return address and EXEC set once; the inputs are uniform where they are
// the same in every tuple; every instruction runs through the uniform
// view (the return s_setpc_b64 on Machine.step). Any failure runs the
// block again on the ordinary path (Func.runBlock).

// funcState is one run state's value-slice machine of a Func.
type funcState struct {
	n int
	m *Machine
	// snap holds the SGPRs of a fresh block (EXEC, s[30:31]).
	snap *Machine
	u    uniforms
}

// fastBlock runs block [lo, lo+n) of f's Run on the value-slice path.
func (f *Func) fastBlock(st *runState, in [][]uint64, out []uint64, lo, n, regs int, half bool) error {
	fs := st.fn
	if fs == nil || fs.n != n {
		snap := NewMachine(f.code.Gen, f.mode, n, f.wave64)
		for w := 0; w < snap.Waves(); w++ {
			snap.SetSGPR(30, w, uint32(ReturnAddr&0xffffffff))
			snap.SetSGPR(31, w, uint32(ReturnAddr>>32))
		}
		snap.RetAddr = ReturnAddr
		fs = &funcState{n: n, snap: snap, m: NewMachine(f.code.Gen, f.mode, n, f.wave64)}
		st.fn = fs
	}
	m, u := fs.m, &fs.u
	m.models = st.models
	for r := range m.v {
		if m.v[r] != nil {
			m.spare = append(m.spare, m.v[r])
			m.v[r] = nil
		}
		u.uni[r] = false
	}
	u.clearSeqs()
	u.full = 0
	for c := range m.s {
		m.sdef[c] = fs.snap.sdef[c]
		if m.sdef[c] {
			if m.s[c] == nil {
				m.s[c] = make([]uint32, m.nw)
			}
			copy(m.s[c], fs.snap.s[c])
		}
	}
	copy(m.scc, fs.snap.scc)
	m.sccDef = false
	m.Mem = nil
	m.RetAddr = ReturnAddr
	for k := 0; k < f.sig.Arity; k++ {
		xs := in[k][lo : lo+n]
		for r := 0; r < regs; r++ {
			reg := k*regs + r
			lane := func(x uint64) uint32 {
				if half {
					return uint32(x&0xffff) | f.HighBits<<16
				}
				return uint32(x >> (32 * r))
			}
			if vec.Uniform(xs) {
				u.define(m, reg, lane(xs[0]))
				continue
			}
			col := u.column(m, reg)[:len(xs)]
			switch {
			case half:
				hb := f.HighBits << 16
				for i, x := range xs {
					col[i] = uint32(x&0xffff) | hb
				}
			case r == 0:
				for i, x := range xs {
					col[i] = uint32(x)
				}
			default:
				for i, x := range xs {
					col[i] = uint32(x >> 32)
				}
			}
		}
	}
	stop := StopEnd
	for i := range f.code.Insts[f.sym.Start:f.sym.End] {
		var err error
		if stop, err = u.step(m, &f.code.Insts[f.sym.Start+i]); err != nil {
			return err
		}
		if stop != StopEnd {
			break
		}
	}
	if stop != StopReturn || m.v[0] == nil || regs == 2 && m.v[1] == nil {
		return errSlow
	}
	u.materialize(m, 0)
	r0 := m.v[0][:n]
	mask := f.sig.Type.Mask()
	o := out[lo : lo+n][:len(r0)]
	if regs == 2 {
		u.materialize(m, 1)
		r1 := m.v[1][:n]
		for i, x := range r0 {
			o[i] = (uint64(x) | uint64(r1[i])<<32) & mask
		}
		return nil
	}
	for i, x := range r0 {
		o[i] = uint64(x) & mask
	}
	return nil
}

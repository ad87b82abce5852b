package amdexec

import (
	"github.com/lowerc/lowerc/targets/amdgcn"
)

// The SOP1 saveexec family of llc-19's divergent ifs (docs/reference/amdgpu.md
// §3.10; the ISA guides' SOP1 pseudocode, in our words): the old EXEC is
// kept, EXEC becomes op(S0, EXEC), the destination gets the old EXEC, and
// SCC says whether any lane is left:
//
//	saved = EXEC; EXEC = op(S0, EXEC); D = saved; SCC = EXEC != 0
//
// with op S0 & EXEC (and), S0 | EXEC (or), S0 ^ EXEC (xor) and S0 & ~EXEC
// (andn2 / GFX11+ and_not1). S0 is read before anything is written. The
// _b64 forms work on EXEC (exec_hi:exec_lo), the _b32 forms (GFX10+) on
// EXEC_LO alone.
var saveexecOps = map[string]func(s0, exec uint64) uint64{
	"s_and_saveexec_b64": func(s, e uint64) uint64 { return s & e }, "s_and_saveexec_b32": func(s, e uint64) uint64 { return s & e },
	"s_or_saveexec_b64": func(s, e uint64) uint64 { return s | e }, "s_or_saveexec_b32": func(s, e uint64) uint64 { return s | e },
	"s_xor_saveexec_b64": func(s, e uint64) uint64 { return s ^ e }, "s_xor_saveexec_b32": func(s, e uint64) uint64 { return s ^ e },
	"s_andn2_saveexec_b64": func(s, e uint64) uint64 { return s &^ e }, "s_andn2_saveexec_b32": func(s, e uint64) uint64 { return s &^ e },
}

// saveexec runs one of saveexecOps; ok is false for any other key.
func (m *Machine) saveexec(in *Inst, d *amdgcn.InstDef) (ok bool, err error) {
	op := saveexecOps[d.Key]
	if op == nil {
		return false, nil
	}
	regs, t := 1, amdgcn.TB32
	if d.Dst == amdgcn.TI64 {
		regs, t = 2, amdgcn.TI64
	}
	s0, err := m.source(in, 0, t)
	if err != nil {
		return true, err
	}
	o := in.A.Dst
	if o.Kind != amdgcn.OpSGPR || !m.sgprOK(int(o.Code), regs) {
		return true, errAt(in, "scalar destination code %d is not supported by the executor", o.Code)
	}
	if regs == 2 && !m.sdef[127] {
		return true, errAt(in, "reads exec_hi, which no instruction defined (a wave32 machine)")
	}
	saved := make([]uint64, m.nw)
	scc := make([]bool, m.nw)
	for w := range saved {
		e := uint64(m.s[126][w])
		if regs == 2 {
			e |= uint64(m.s[127][w]) << 32
		}
		s := s0.raw(m, w, 0)
		if regs == 1 {
			s &= 0xffffffff
		}
		saved[w] = e
		x := op(s, e)
		if regs == 1 {
			x &= 0xffffffff
		}
		m.SetSGPR(126, w, uint32(x))
		if regs == 2 {
			m.SetSGPR(127, w, uint32(x>>32))
		}
		scc[w] = x != 0
	}
	for w, e := range saved {
		m.SetSGPR(int(o.Code), w, uint32(e))
		if regs == 2 {
			m.SetSGPR(int(o.Code)+1, w, uint32(e>>32))
		}
	}
	m.scc, m.sccDef = scc, true
	return true, nil
}

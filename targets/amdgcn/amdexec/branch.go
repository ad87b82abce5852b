package amdexec

import (
	"fmt"
	"sort"
)

// Branches (SOPP s_branch and s_cbranch_*; AMD Vega / CDNA / RDNA ISA
// guides, "Program Flow Control"; docs/reference/amdgpu.md §3.8): a branch
// decides per wave, from the wave's scalar state — SCC, VCC == 0, EXEC ==
// 0 — whether the wave's PC becomes PC + 4 + 4·SIMM16 (the dword offset
// is relative to the next instruction) or moves on. Divergence inside a
// wave is the EXEC mask's business (llc's idiom: save EXEC, AND it with a
// compare's mask, s_cbranch_execz over the block, OR the saved mask back),
// not the branch's.
//
// A Machine runs all its waves in lock step while every wave takes the
// same way at every branch. When the waves of a block disagree, the block
// is split: the waves that take the branch and those that do not each get
// a machine of their own (copies of their registers), run to the end one
// after the other, and their registers are copied back. Waves share
// memory, and the first group runs to its end before the second starts:
// kernels whose waves communicate through memory within one launch are
// not modelled (lowerc's tile kernels do not).

// branchConds are the branch mnemonics and what decides them.
var branchConds = map[string]branchCond{
	"s_branch":         brAlways,
	"s_cbranch_scc0":   brSCC0,
	"s_cbranch_scc1":   brSCC1,
	"s_cbranch_vccz":   brVCCZ,
	"s_cbranch_vccnz":  brVCCNZ,
	"s_cbranch_execz":  brExecZ,
	"s_cbranch_execnz": brExecNZ,
}

type branchCond uint8

const (
	brAlways branchCond = iota
	brSCC0
	brSCC1
	brVCCZ
	brVCCNZ
	brExecZ
	brExecNZ
)

// DefaultStepLimit is the number of instructions (each over the whole
// block) a Machine runs before it stops with an error, when its StepLimit
// is 0: a guard against code that loops forever.
const DefaultStepLimit = 1 << 22

func (m *Machine) stepLimit() int {
	if m.StepLimit > 0 {
		return m.StepLimit
	}
	return DefaultStepLimit
}

// isBranch reports whether in is a branch (a row of package amdgcn's
// table of ShapeBranch).
func (in *Inst) isBranch() bool { return in.Ext == nil && in.Dual == nil && in.A.IsBranch() }

// taken reports whether wave w takes branch in.
func (m *Machine) taken(in *Inst, w int) (bool, error) {
	switch branchConds[in.A.Name()] {
	case brAlways:
		return true, nil
	case brSCC0, brSCC1:
		if !m.sccDef {
			return false, errAt(in, "reads SCC, which no instruction defined")
		}
		return m.scc[w] == (branchConds[in.A.Name()] == brSCC1), nil
	case brVCCZ, brVCCNZ:
		if !m.sdef[106] || m.mask64 && !m.sdef[107] {
			return false, errAt(in, "reads VCC, which no instruction defined")
		}
		v := uint64(m.s[106][w])
		if m.mask64 {
			v |= uint64(m.s[107][w]) << 32
		}
		return (v == 0) == (branchConds[in.A.Name()] == brVCCZ), nil
	case brExecZ:
		return m.exec(w) == 0, nil
	case brExecNZ:
		return m.exec(w) != 0, nil
	}
	return false, errAt(in, "not a branch")
}

// branch runs the branch at insts[pc]: the next PC when every wave goes
// the same way (split false), else the two groups of waves run to their
// end (split true, stop and err their outcome).
func (m *Machine) branch(insts []Inst, pc int) (next int, split bool, stop Stop, err error) {
	in := &insts[pc]
	target := pc + in.Jump
	if target < 0 || target > len(insts) {
		return 0, false, 0, errAt(in, "branch target %+d instructions away is outside the function (%d instructions)", in.Jump, len(insts))
	}
	var yes, no []int
	for w := 0; w < m.nw; w++ {
		t, err := m.taken(in, w)
		if err != nil {
			return 0, false, 0, err
		}
		if t {
			yes = append(yes, w)
		} else {
			no = append(no, w)
		}
	}
	switch {
	case len(no) == 0:
		return target, false, 0, nil
	case len(yes) == 0:
		return pc + 1, false, 0, nil
	}
	if m.tuples != nil {
		return 0, false, 0, errAt(in, "the waves take different ways at this branch: not supported on per-lane tuple memory (RunTuples)")
	}
	var stops [2]Stop
	for k, g := range [2]struct {
		waves []int
		pc    int
	}{{yes, target}, {no, pc + 1}} {
		sub := m.subMachine(g.waves)
		stops[k], err = sub.runFrom(insts, g.pc)
		m.Steps = sub.Steps
		if err != nil {
			return 0, true, 0, err
		}
		m.mergeFrom(sub, g.waves)
	}
	if stops[0] != stops[1] {
		return 0, true, 0, errAt(in, "the waves that take this branch and those that do not end differently (%s, %s)", stopName(stops[0]), stopName(stops[1]))
	}
	return 0, true, stops[0], nil
}

func stopName(s Stop) string {
	switch s {
	case StopEndpgm:
		return "s_endpgm"
	case StopReturn:
		return "a return"
	}
	return "running past the last instruction"
}

func (m *Machine) waveLanes(w int) int { return min(m.ws, m.N-w*m.ws) }

// subMachine returns a machine of waves (increasing) of m with copies of
// their registers; it shares m's memory, models and step count.
func (m *Machine) subMachine(waves []int) *Machine {
	n := 0
	for _, w := range waves {
		n += m.waveLanes(w)
	}
	s := &Machine{Gen: m.Gen, Mode: m.Mode, Mem: m.Mem, RetAddr: m.RetAddr, N: n, ws: m.ws, mask64: m.mask64, nw: len(waves),
		models: m.models, Steps: m.Steps, StepLimit: m.StepLimit, sccDef: m.sccDef}
	s.scc = make([]bool, s.nw)
	for j, w := range waves {
		s.scc[j] = m.scc[w]
	}
	for r, v := range m.v {
		if v == nil {
			continue
		}
		d := make([]uint32, n)
		for j, w := range waves {
			copy(d[j*m.ws:], v[w*m.ws:w*m.ws+m.waveLanes(w)])
		}
		s.v[r] = d
	}
	for c := range m.s {
		s.sdef[c] = m.sdef[c]
		if m.s[c] == nil {
			continue
		}
		s.s[c] = make([]uint32, s.nw)
		for j, w := range waves {
			s.s[c][j] = m.s[c][w]
		}
	}
	return s
}

// mergeFrom copies the registers of s, a subMachine of waves of m, back
// into those waves. A register s defined becomes defined in m (the other
// waves keep what they had, zero if they had nothing).
func (m *Machine) mergeFrom(s *Machine, waves []int) {
	for r, v := range s.v {
		if v == nil {
			continue
		}
		d := m.DefineVGPR(r)
		for j, w := range waves {
			copy(d[w*m.ws:w*m.ws+m.waveLanes(w)], v[j*m.ws:])
		}
	}
	for c := range s.s {
		if !s.sdef[c] {
			continue
		}
		for j, w := range waves {
			m.SetSGPR(c, w, s.s[c][j])
		}
	}
	for j, w := range waves {
		m.scc[w] = s.scc[j]
	}
	m.sccDef = m.sccDef || s.sccDef
}

// resolveLabels sets the Jump of each branch of c.Insts (in line order)
// from its label: the first instruction at or after the label's line.
func (c *Code) resolveLabels(labels map[string]int) []string {
	var errs []string
	for i := range c.Insts {
		in := &c.Insts[i]
		if !in.isBranch() {
			continue
		}
		name := in.A.BranchLabel()
		if name == "" {
			errs = append(errs, fmt.Sprintf("%s: %s: a branch offset written as a number is not supported by the executor in text (write a label)", in.Pos, in.A.Name()))
			continue
		}
		line, ok := labels[name]
		if !ok {
			errs = append(errs, fmt.Sprintf("%s: %s: no label %q in this file", in.Pos, in.A.Name(), name))
			continue
		}
		t := sort.Search(len(c.Insts), func(k int) bool { return int(c.Insts[k].A.Line) >= line })
		in.Jump = t - i
	}
	return errs
}

// resolveOffsets sets the Jump of each branch among c.Insts[from:] from
// its SIMM16 (offs: the byte offset of each of those instructions, end:
// the offset just past the last): the target PC + 4 + 4·SIMM16 must be an
// instruction's first byte, or the end.
func (c *Code) resolveOffsets(from int, offs []int, end int) error {
	at := make(map[int]int, len(offs)+1)
	for k, o := range offs {
		at[o] = k
	}
	at[end] = len(offs)
	for k, o := range offs {
		in := &c.Insts[from+k]
		if !in.isBranch() {
			continue
		}
		t := o + 4 + 4*int(in.A.BranchOffset())
		j, ok := at[t]
		if !ok {
			return fmt.Errorf("%s: %s: target 0x%x is not the start of an instruction of this code", in.Pos, in.A.Name(), t)
		}
		in.Jump = j - k
	}
	return nil
}

package amdexec

import (
	"encoding/binary"
	"fmt"

	"github.com/lowerc/lowerc/verify/tv"
)

// RunTuples of llc-19's kernels. llc compiles a kernel whose addresses do
// not depend on the work-item for a wave in which every lane loads the
// same values: what it proves uniform it computes once per wave, in SGPRs
// and SCC (a compare's lane mask and'ed with EXEC, then s_cselect), or
// loads with s_load. Lanes of one wave holding different tuples (what
// Kernel.RunTuples does with lowerc's code, which never does this) would
// each see the wave's combined mask: wrong results. So each execution is
// a wave of its own, lane 0 on (the one work-item of a one-thread
// launch), the machine's waves of one lane each (newLaneWaves): SGPRs,
// SCC and lane masks are each execution's. Global tensors are not mapped
// in the machine's memory (only the kernarg segment is): global loads and
// stores go to the tuple memory, and an s_load (or any other access) of a
// tensor faults. Any error, and a branch the executions take different
// ways, runs the call again one ordinary launch per execution (runEach),
// whose results and errors are the reference.

var _ tv.TupleKernel = (*LLCKernel)(nil)

// RunTuples implements tv.TupleKernel (safe for concurrent use): n
// executions of work-item 0 of workgroup 0 of the launch, each on its own
// copy of global memory over args' bytes (never written). A sweep row
// takes the sliced path (llcslice.go) first; what it declines runs on
// one-lane waves, and what fails there as runEach; TupleStats counts them.
func (k *LLCKernel) RunTuples(args []tv.Arg, n int, ins, outs []tv.Column) error {
	if n <= 0 {
		k.stats.each.Add(1)
		return k.runEach(args, n, ins, outs)
	}
	if !k.noLaneWaves {
		if !k.noSlice {
			err := k.runSliced(args, n, ins, outs)
			if err == nil {
				k.stats.sliced.Add(1)
				return nil
			}
			k.stats.declined(err)
		}
		err := k.runLaneWaves(args, n, ins, outs)
		if err == nil {
			k.stats.laneWaves.Add(1)
			return nil
		}
		k.stats.laneFailed(err)
	}
	k.stats.each.Add(1)
	return k.runEach(args, n, ins, outs)
}

// elemSize is parameter i's element size in bytes.
func (k *LLCKernel) elemSize(i int) int { return k.ik.Params[i].Type.Bits() / 8 }

// runLaneWaves is RunTuples on a machine of n one-lane waves.
func (k *LLCKernel) runLaneWaves(args []tv.Arg, n int, ins, outs []tv.Column) error {
	ik := k.ik
	if len(args) != len(ik.Params) {
		return fmt.Errorf("kernel @%s takes %d arguments, %d given", ik.Name, len(ik.Params), len(args))
	}
	bases, base := k.globalBases(args), globalBytes(ik, args)
	kernarg, err := k.Kernarg(args, bases)
	if err != nil {
		return err
	}
	mem := &Memory{}
	if err := mem.Map(KernargAddr, kernarg, "the kernarg segment"); err != nil {
		return err
	}
	tm, err := tv.NewTupleMem(n, base, k.elemSize, ins)
	if err != nil {
		return err
	}
	defer tm.Release()
	m := k.laneMachine(n)
	defer k.lanes.Put(m)
	m.Mem = mem
	m.tuples = &tupleMem{m: tm, bases: bases, base: base}
	if err := k.launchLanes(m); err != nil {
		return err
	}
	insts := k.code.Insts[k.sym.Start:k.sym.End]
	var stop Stop
	if k.straight() && !k.sharedWaves {
		stop, err = m.laneRun(insts, !k.noLaneFast)
	} else {
		stop, err = m.Run(insts)
	}
	if err != nil {
		return err
	}
	if stop != StopEndpgm {
		return fmt.Errorf("kernel @%s: ran past its last instruction without s_endpgm", ik.Name)
	}
	return tm.Read(k.elemSize, outs)
}

// straight reports whether the kernel's code has no branch (laneRun runs
// it; Run otherwise).
func (k *LLCKernel) straight() bool {
	k.straightOnce.Do(func() {
		k.straightOK = true
		for i := range k.code.Insts[k.sym.Start:k.sym.End] {
			if k.code.Insts[k.sym.Start+i].isBranch() {
				k.straightOK = false
			}
		}
	})
	return k.straightOK
}

// launchLanes sets the launch registers of m, a machine of one-lane
// waves: every wave is work-item 0 of workgroup 0, so they are one
// wave's, made once (launchRegs on a machine of one wave) and copied into
// every wave, with a copy of the dispatch packet launchRegs maps where
// the descriptor enables its pointer.
func (k *LLCKernel) launchLanes(m *Machine) error {
	grid, block, _ := launchDims(k.ik)
	zero := func(int) [3]uint32 { return [3]uint32{} }
	k.launchOnce.Do(func() {
		one := newLaneWaves(k.code.Gen, k.sym.Mode, 1, k.wave64)
		k.launchErr = one.launchRegs(k.sym.Launch, packedTID(k.code.Gen), grid, block, zero, zero)
		k.launch1 = one
	})
	if k.launchErr != nil {
		return k.launchErr
	}
	one := k.launch1
	if k.sym.Launch.DispatchPtr {
		pkt, err := one.Mem.at(DispatchAddr, dispatchSize)
		if err != nil {
			return err
		}
		if err := m.Mem.Map(DispatchAddr, append([]byte(nil), pkt...), "the dispatch packet"); err != nil {
			return err
		}
	}
	for c := range one.s {
		if !one.sdef[c] || c == 126 || c == 127 {
			continue
		}
		col := m.sgprCol(c)
		v := one.s[c][0]
		for w := range col {
			col[w] = v
		}
	}
	for r, lanes := range one.v {
		if lanes == nil {
			continue
		}
		d := m.DefineVGPR(r)
		for i := range d {
			d[i] = lanes[0]
		}
	}
	if one.sccDef {
		m.scc, m.sccDef = make([]bool, m.nw), true
		for w := range m.scc {
			m.scc[w] = one.scc[0]
		}
	}
	return nil
}

// dispatchSize is the bytes of the dispatch packet launchRegs maps.
const dispatchSize = 64

// laneMachine returns a machine of n one-lane waves with EXEC on and
// every other register undefined: a kept one (its storage, and its
// models' tables, which a sweep's rows reuse) where there is one of n.
func (k *LLCKernel) laneMachine(n int) *Machine {
	if k.sharedWaves {
		return NewMachine(k.code.Gen, k.sym.Mode, n, k.wave64)
	}
	m, _ := k.lanes.Get().(*Machine)
	if m == nil || m.N != n {
		return newLaneWaves(k.code.Gen, k.sym.Mode, n, k.wave64)
	}
	for r, v := range m.v {
		if v != nil {
			m.spare = append(m.spare, v)
			m.v[r] = nil
		}
	}
	m.sdef = [128]bool{}
	m.sccDef = false
	m.Steps = 0
	m.Mem, m.tuples = nil, nil
	for w := 0; w < m.nw; w++ {
		m.SetSGPR(126, w, 1)
		if m.mask64 {
			m.SetSGPR(127, w, 0)
		}
	}
	return m
}

// runEach is RunTuples as n ordinary launches (Run), each on a copy of
// args' memory with ins' elements set.
func (k *LLCKernel) runEach(args []tv.Arg, n int, ins, outs []tv.Column) error {
	ik := k.ik
	if len(args) != len(ik.Params) {
		return fmt.Errorf("kernel @%s takes %d arguments, %d given", ik.Name, len(ik.Params), len(args))
	}
	// The columns' checks (parameters with memory, values that fit).
	base := globalBytes(ik, args)
	tm, err := tv.NewTupleMem(n, base, k.elemSize, ins)
	if err != nil {
		return err
	}
	tm.Release()
	for _, c := range outs {
		if len(c.Vals) < n {
			return fmt.Errorf("output column of parameter %d holds %d values for %d executions", c.Param, len(c.Vals), n)
		}
		if c.Param < 0 || c.Param >= len(base) || base[c.Param] == nil {
			return fmt.Errorf("output column of parameter %d, which has no memory", c.Param)
		}
	}
	run := make([]tv.Arg, len(args))
	for i := 0; i < n; i++ {
		for j, a := range args {
			run[j] = a
			if base[j] != nil {
				run[j].Mem = append(run[j].Mem[:0:0], base[j]...)
			}
		}
		for _, c := range ins {
			sz := k.elemSize(c.Param)
			if err := putElem(run[c.Param].Mem, c.Elem, sz, c.At(i)); err != nil {
				return err
			}
		}
		if err := k.Run(run); err != nil {
			return fmt.Errorf("execution %d: %w", i, err)
		}
		for _, c := range outs {
			v, err := getElem(run[c.Param].Mem, c.Elem, k.elemSize(c.Param))
			if err != nil {
				return err
			}
			c.Vals[i] = v
		}
	}
	return nil
}

func putElem(b []byte, elem int64, size int, v uint64) error {
	off := elem * int64(size)
	if elem < 0 || off+int64(size) > int64(len(b)) {
		return fmt.Errorf("element %d of %d bytes is outside a buffer of %d bytes", elem, size, len(b))
	}
	var w [8]byte
	binary.LittleEndian.PutUint64(w[:], v)
	copy(b[off:off+int64(size)], w[:size])
	return nil
}

func getElem(b []byte, elem int64, size int) (uint64, error) {
	off := elem * int64(size)
	if elem < 0 || off+int64(size) > int64(len(b)) {
		return 0, fmt.Errorf("element %d of %d bytes is outside a buffer of %d bytes", elem, size, len(b))
	}
	var w [8]byte
	copy(w[:], b[off:off+int64(size)])
	return binary.LittleEndian.Uint64(w[:]), nil
}

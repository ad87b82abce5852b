package amdexec

import (
	"fmt"

	"github.com/lowerc/lowerc/verify/tv"
)

// runSliced is Kernel.RunTuples on the sliced path of llcslice.go (a
// sweep row of lowerc's own code: each execution work-item 0 of the
// launch, registers the same in every execution run once, the rest as
// pieces of the row's sequence), or a *sliceDecline; RunTuples then takes
// the value-slice path (fasttuples.go) and the ordinary one.
func (k *Kernel) runSliced(args []tv.Arg, n int, ins, outs []tv.Column) error {
	ik := k.ik
	x0, x1, err := sliceDomain(n, ins)
	if err != nil {
		return err
	}
	mem, tmem, err := k.tupleMemory(args, n, ins)
	if err != nil {
		return err
	}
	defer tmem.m.Release()
	one := newLaneWaves(k.l.gen, k.sym.Mode, 1, k.wave64)
	if mm, ok := k.slices.models.Get().(map[string]*model); ok {
		one.models = mm
	}
	defer k.slices.models.Put(one.models)
	one.Mem = mem
	zero := func(int) [3]uint32 { return [3]uint32{} }
	dims := func(d [3]int) [3]int { return [3]int{max(d[0], 1), max(d[1], 1), max(d[2], 1)} }
	if err := one.launchRegs(k.sym.Launch, k.l.packedTID(), dims(ik.Grid), dims(ik.Block), zero, zero); err != nil {
		return fmt.Errorf("kernel @%s: %w", ik.Name, err)
	}
	s := &slicer{one: one, cache: &k.slices, wave64: k.wave64, x0: x0, x1: x1, tm: tmem}
	if err := s.run(k.l.code.Insts[k.sym.Start:k.sym.End]); err != nil {
		return err
	}
	return tmem.m.Read(k.elemSize, outs)
}

package amdexec

import (
	"encoding/binary"
	"fmt"

	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/targets/amdgcn/lower"
	"github.com/lowerc/lowerc/verify/tv"
)

// Kernel lowers kernel @name of m and returns it ready to run: the
// lowering's ABI (targets/amdgcn/lower doc.go) with its kernarg segment,
// global tensors as buffers of the launch's flat address space, every
// workgroup of the grid and every work-item of the block as lanes of
// waves, workgroup ID x in s2 and work-item IDs in v0 (packed) or v0–v2.
func (Target) Kernel(m *ir.Module, name string, o tv.Options) (tv.Kernel, error) {
	return KernelCode(m, name, nil, o)
}

// KernelCode is Kernel running code (lowerc's output for m and o read
// back from elsewhere, such as the object llvm-mc assembled from it)
// instead of the text lowerc writes; nil runs the text.
func KernelCode(m *ir.Module, name string, code *Code, o tv.Options) (*Kernel, error) {
	l, err := lowerModuleCode(m, m.File, code, o)
	if err != nil {
		return nil, err
	}
	lk, sym, ik, err := l.kernel(m, name)
	if err != nil {
		return nil, err
	}
	return &Kernel{l: l, lk: lk, sym: *sym, ik: ik, wave64: o.Wave64}, nil
}

// Kernels lowers m once and returns every kernel, running code (see
// KernelCode) or, when nil, lowerc's text.
func Kernels(m *ir.Module, code *Code, o tv.Options) ([]*Kernel, error) {
	l, err := lowerModuleCode(m, m.File, code, o)
	if err != nil {
		return nil, err
	}
	var out []*Kernel
	for _, k := range m.Kernels {
		lk, sym, ik, err := l.kernel(m, k.Name)
		if err != nil {
			return nil, err
		}
		out = append(out, &Kernel{l: l, lk: lk, sym: *sym, ik: ik, wave64: o.Wave64})
	}
	return out, nil
}

// Name returns the kernel's name.
func (k *Kernel) Name() string { return k.ik.Name }

// A Kernel is a lowered tile kernel.
type Kernel struct {
	l      *lowered
	lk     *lower.Kernel
	sym    Symbol
	ik     *ir.Kernel
	wave64 bool
	// Steps is the number of instructions the last Run executed (over
	// the whole launch).
	Steps int
}

var _ tv.Kernel = (*Kernel)(nil)

// Launch returns the launch registers of the kernel's descriptor.
func (k *Kernel) Launch() Launch { return k.sym.Launch }

// Mode returns the mode of the kernel's descriptor.
func (k *Kernel) Mode() Mode { return k.sym.Mode }

// Run runs the whole launch once. Stores update args' memory in place.
func (k *Kernel) Run(args []tv.Arg) error {
	ik, lk := k.ik, k.lk
	if len(args) != len(ik.Params) {
		return fmt.Errorf("kernel @%s takes %d arguments, %d given", ik.Name, len(ik.Params), len(args))
	}
	mem := &Memory{}
	kernarg := make([]byte, max(lk.KernargSize, 8))
	if err := mem.Map(KernargAddr, kernarg, "the kernarg segment"); err != nil {
		return err
	}
	// The kernarg layout of the ABI (targets/amdgcn/lower doc.go): the
	// parameters in order, a global tensor as an 8-byte, 8-aligned base
	// address, a pred as a 4-byte, 4-aligned 0/1 value. The lowering's own
	// record of it must agree.
	off := 0
	abi := map[string]int{}
	for _, p := range ik.Params {
		if p.Space == ir.Global {
			off = (off + 7) &^ 7
			abi[p.Name] = off
			off += 8
		} else {
			off = (off + 3) &^ 3
			abi[p.Name] = off
			off += 4
		}
	}
	for _, a := range lk.Args {
		if o, ok := abi[a.Name]; !ok || o != a.Offset {
			return fmt.Errorf("kernel @%s: the lowering puts %%%s at kernarg offset %d, the ABI at %d", ik.Name, a.Name, a.Offset, o)
		}
	}
	if len(kernarg) < off {
		return fmt.Errorf("kernel @%s: kernarg segment of %d bytes, the ABI needs %d", ik.Name, len(kernarg), off)
	}
	addr := uint64(GlobalAddr)
	for i, p := range ik.Params {
		var a *lower.Arg
		for j := range lk.Args {
			if lk.Args[j].Name == p.Name {
				a = &lk.Args[j]
			}
		}
		if a == nil {
			return fmt.Errorf("kernel @%s: parameter %%%s has no kernel argument", ik.Name, p.Name)
		}
		if a.Pointer {
			if err := mem.Map(addr, args[i].Mem, "%"+p.Name); err != nil {
				return err
			}
			binary.LittleEndian.PutUint64(kernarg[a.Offset:], addr)
			addr += (uint64(len(args[i].Mem)) + 0xffff) &^ 0xffff
			addr += 0x10000
			continue
		}
		v := uint32(0)
		if args[i].Pred {
			v = 1
		}
		binary.LittleEndian.PutUint32(kernarg[a.Offset:], v)
	}
	g, b := ik.Grid, ik.Block
	wgs := max(g[0], 1) * max(g[1], 1) * max(g[2], 1)
	items := max(b[0], 1) * max(b[1], 1) * max(b[2], 1)
	ws := k.l.gen.WaveSize
	if k.wave64 {
		ws = 64
	}
	gx, gy := max(g[0], 1), max(g[1], 1)
	bx, by := max(b[0], 1), max(b[1], 1)
	wavesPer := (items + ws - 1) / ws
	n := wgs * wavesPer * ws
	m := NewMachine(k.l.gen, k.sym.Mode, n, k.wave64)
	m.Mem = mem
	wgID := func(w int) [3]uint32 {
		x := w / wavesPer
		return [3]uint32{uint32(x % gx), uint32(x / gx % gy), uint32(x / (gx * gy))}
	}
	tid := func(i int) [3]uint32 {
		t := i % (wavesPer * ws)
		return [3]uint32{uint32(t % bx), uint32(t / bx % by), uint32(t / (bx * by))}
	}
	dims := func(d [3]int) [3]int { return [3]int{max(d[0], 1), max(d[1], 1), max(d[2], 1)} }
	if err := m.launchRegs(k.sym.Launch, k.l.packedTID(), dims(g), dims(b), wgID, tid); err != nil {
		return fmt.Errorf("kernel @%s: %w", ik.Name, err)
	}
	// EXEC: the work-items of each workgroup; the lanes past the block's
	// last work-item in its last wave are off.
	for w := 0; w < m.Waves(); w++ {
		var ex uint64
		for j := 0; j < ws; j++ {
			if (w%wavesPer)*ws+j < items {
				ex |= 1 << j
			}
		}
		m.SetSGPR(126, w, uint32(ex))
		if ws == 64 {
			m.SetSGPR(127, w, uint32(ex>>32))
		}
	}
	stop, err := m.Run(k.l.code.Insts[k.sym.Start:k.sym.End])
	k.Steps = m.Steps
	if err != nil {
		return fmt.Errorf("kernel @%s: %w", ik.Name, err)
	}
	if stop != StopEndpgm {
		return fmt.Errorf("kernel @%s: ran past its last instruction without s_endpgm", ik.Name)
	}
	return nil
}

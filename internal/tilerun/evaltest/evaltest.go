package evaltest

import (
	"encoding/binary"
	"fmt"

	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/verify/tv"
)

// Target is a test-only tv.Target: it evaluates the tile IR itself, each
// atom by its semantics model, so that the engine's plumbing can be tested
// without an executor. It is never registered as a command's target.
type Target struct{}

func atomModel(a *ir.Apply, o tv.Options) (*semantics.Model, error) {
	name := "ptx:" + a.Opcode
	if a.Target == "amdgcn" {
		name = "amdgcn:" + o.Arch + ":" + a.Opcode
		if o.NoIEEE {
			name += ":ieee=0"
		}
	}
	return semantics.Lookup(name)
}

type modelFunc struct {
	m *semantics.Model
	t semantics.Type
	n int
}

func (f *modelFunc) Name() string         { return f.m.Name() }
func (f *modelFunc) Arity() int           { return f.n }
func (f *modelFunc) Type() semantics.Type { return f.t }
func (f *modelFunc) Run(in [][]uint64, out []uint64) error {
	for i := range out {
		var x [3]uint64
		for k := range in {
			x[k] = in[k][i]
		}
		r, err := f.m.Eval(f.t, x[0], x[1], x[2])
		if err != nil {
			return err
		}
		if !r.IsExact() {
			return fmt.Errorf("%s is a relation", f.m.Name())
		}
		out[i] = r.Bits()
	}
	return nil
}

func (Target) Cases(m *ir.Module, file string, o tv.Options) ([]tv.Case, error) {
	var cs []tv.Case
	for _, k := range m.Kernels {
		for _, op := range k.Body {
			a, ok := op.(*ir.Apply)
			if !ok {
				continue
			}
			md, err := atomModel(a, o)
			if err != nil {
				return nil, err
			}
			cs = append(cs, tv.Case{Func: &modelFunc{md, semType(a.Dst.Tensor.Type), len(a.Srcs)}, Model: md,
				Where: a.Pos.String() + " " + ir.FormatOp(op)})
		}
	}
	return cs, nil
}

func (Target) Funcs(string, []byte, func(string) (tv.Signature, error), tv.Options) ([]tv.Func, error) {
	return nil, fmt.Errorf("evaltest.Target reads no code")
}

func (Target) Kernel(m *ir.Module, name string, o tv.Options) (tv.Kernel, error) {
	for _, k := range m.Kernels {
		if k.Name == name {
			return &evalKernel{k: k, o: o}, nil
		}
	}
	return nil, fmt.Errorf("no kernel @%s", name)
}

type evalKernel struct {
	k *ir.Kernel
	o tv.Options
}

// Run interprets every thread of the launch (scopes thread, cta, grid).
func (e *evalKernel) Run(args []tv.Arg) error {
	k := e.k
	blocks := max(k.Grid[0], 1) * max(k.Grid[1], 1) * max(k.Grid[2], 1)
	threads := max(k.Block[0], 1) * max(k.Block[1], 1) * max(k.Block[2], 1)
	a := &mem{k: k, args: args}
	for b := 0; b < blocks; b++ {
		for th := 0; th < threads; th++ {
			if err := e.thread(a, b, th); err != nil {
				return err
			}
		}
	}
	return nil
}

func (e *evalKernel) thread(a *mem, block, th int) error {
	regs := map[*ir.Tensor]map[int64]uint64{}
	groupOff := func(t *ir.Tensor, s ir.Scope) int64 {
		st := ir.GroupStrides(t, s)
		switch s {
		case ir.CTA:
			return int64(th) * st[0]
		case ir.Grid:
			return int64(block)*st[0] + int64(th)*st[1]
		}
		return 0
	}
	read := func(s ir.Slot, scope ir.Scope) uint64 {
		if s.IsScalar() {
			return s.Scalar.Bits
		}
		if s.Tensor.Space == ir.Global {
			return a.get(s.Tensor, groupOff(s.Tensor, scope)+s.Index)
		}
		return regs[s.Tensor][s.Index]
	}
	write := func(s ir.Slot, scope ir.Scope, v uint64) {
		if s.Tensor.Space == ir.Global {
			a.put(s.Tensor, groupOff(s.Tensor, scope)+s.Index, v)
			return
		}
		if regs[s.Tensor] == nil {
			regs[s.Tensor] = map[int64]uint64{}
		}
		regs[s.Tensor][s.Index] = v
	}
	for _, op := range e.k.Body {
		attrs := op.Base().Attrs
		if attrs.Scope != ir.Thread && attrs.Scope != ir.CTA && attrs.Scope != ir.Grid {
			return fmt.Errorf("evaltest: scope %s", attrs.Scope)
		}
		if p := attrs.Pred; p != nil {
			on := a.args[a.index(p.Param)].Pred != p.Negate
			if !on {
				continue
			}
		}
		var md *semantics.Model
		switch o := op.(type) {
		case *ir.Apply:
			m, err := atomModel(o, e.o)
			if err != nil {
				return err
			}
			md = m
		case *ir.MinMax:
			return fmt.Errorf("evaltest: no model for %s", ir.Describe(op))
		}
		for in := range ir.Expand(op) {
			if md == nil {
				write(in.Dst, attrs.Scope, read(in.Sources()[0], attrs.Scope))
				continue
			}
			var x [3]uint64
			for i, s := range in.Sources() {
				x[i] = read(s, attrs.Scope)
			}
			dt, _ := ir.Operands(op)
			r, err := md.Eval(semType(dt.Tensor.Type), x[0], x[1], x[2])
			if err != nil {
				return err
			}
			write(in.Dst, attrs.Scope, r.Bits())
		}
	}
	return nil
}

// semType is the semantics type of t (the unsigned type of its width for
// containers and f32x2), as tilerun.SemType.
func semType(t ir.ElemType) semantics.Type {
	if st, err := semantics.ParseType(t.String()); err == nil {
		return st
	}
	switch t.Bits() {
	case 16:
		return semantics.U16
	case 32:
		return semantics.U32
	}
	return semantics.U64
}

type mem struct {
	k    *ir.Kernel
	args []tv.Arg
}

func (m *mem) index(t *ir.Tensor) int {
	for i, p := range m.k.Params {
		if p == t {
			return i
		}
	}
	return -1
}

func (m *mem) get(t *ir.Tensor, off int64) uint64 {
	size := int64(t.Type.Bits() / 8)
	b := m.args[m.index(t)].Mem[off*size:]
	switch size {
	case 2:
		return uint64(binary.LittleEndian.Uint16(b))
	case 4:
		return uint64(binary.LittleEndian.Uint32(b))
	}
	return binary.LittleEndian.Uint64(b)
}

func (m *mem) put(t *ir.Tensor, off int64, v uint64) {
	size := int64(t.Type.Bits() / 8)
	b := m.args[m.index(t)].Mem[off*size:]
	switch size {
	case 2:
		binary.LittleEndian.PutUint16(b, uint16(v))
	case 4:
		binary.LittleEndian.PutUint32(b, uint32(v))
	default:
		binary.LittleEndian.PutUint64(b, v)
	}
}

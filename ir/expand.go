package ir

import "iter"

// A Slot is one operand of one expanded instruction: a scalar, or the storage
// slot of a tensor that this thread reads or writes.
//
// For a local tensor, Index is a register number in the issuing thread's
// storage of the tensor (0 ≤ Index < Tensor.Size()). For a global tensor, Index
// is an element offset from the tensor's base, without the group part: under a
// scope other than thread, the thread adds Σ group coordinate × GroupStrides.
// RegStride is the distance between the registers that the operand's register
// axis binds (it binds RegCount of them, in increasing order).
type Slot struct {
	Tensor    *Tensor
	Scalar    *Scalar
	Index     int64
	RegStride int64
	RegCount  int
}

// IsScalar reports whether the slot is a broadcast scalar.
func (s Slot) IsScalar() bool { return s.Scalar != nil }

// An Inst is one per-thread instruction of an expanded tile op.
type Inst struct {
	Op     Op
	Repeat int64 // row-major index of the repeat coordinate
	Dst    Slot
	Srcs   [3]Slot
	NSrc   int
}

// Sources returns the instruction's inputs.
func (in *Inst) Sources() []Slot { return in.Srcs[:in.NSrc] }

// RepeatShape returns the repeat extents of an op: the axes of its destination
// between the scope's group axes and the register axis.
func RepeatShape(op Op) []int {
	dst, _ := Operands(op)
	if dst == nil || dst.Tensor == nil {
		return nil
	}
	g := op.Base().Attrs.Scope.GroupAxes()
	sh := dst.Tensor.Shape
	if len(sh) < g+1 {
		return nil
	}
	return sh[g : len(sh)-1]
}

// Count is the number of instructions Expand yields for op: the product of
// its repeat extents (0 for alloc.local).
func Count(op Op) int64 {
	if _, ok := op.(*Alloc); ok {
		return 0
	}
	n := int64(1)
	for _, e := range RepeatShape(op) {
		n *= int64(e)
	}
	return n
}

// GroupStrides returns the element strides of a global tensor's group axes
// under scope s (none for local tensors, which spread them over threads).
func GroupStrides(t *Tensor, s Scope) []int64 {
	g := s.GroupAxes()
	if t.Space != Global || g == 0 || len(t.Shape) < g {
		return nil
	}
	return t.Strides()[:g]
}

// operandMap says how one operand's slot follows the repeat coordinate.
type operandMap struct {
	slot    Slot
	strides []int64 // one per repeat axis
}

func mapOperand(o Operand, scope Scope, nrep int) operandMap {
	switch o := o.(type) {
	case *Scalar:
		return operandMap{slot: Slot{Scalar: o, RegCount: 1}}
	case *Ref:
		t := o.Tensor
		st := t.Strides()
		g := 0
		if t.Space == Global {
			g = scope.GroupAxes()
		}
		m := operandMap{slot: Slot{Tensor: t, RegCount: 1}, strides: make([]int64, nrep)}
		// st covers the stored axes: for a global tensor all of them, for a
		// local one those after its own group axes.
		rep := st
		if g <= len(rep) {
			rep = rep[g:]
		}
		if len(rep) > 0 {
			m.slot.RegStride = rep[len(rep)-1]
			m.slot.RegCount = t.Shape[len(t.Shape)-1]
			rep = rep[:len(rep)-1]
		}
		for i := 0; i < nrep; i++ {
			if k := len(rep) - nrep + i; k >= 0 {
				m.strides[i] = rep[k]
			}
		}
		return m
	}
	return operandMap{}
}

// Expand yields the per-thread instructions of a tile op: for each row-major
// repeat coordinate, one instruction that binds each tensor operand's
// register axis in increasing order; scalar inputs are reused. The op must
// have passed verification (shapes agree); alloc.local yields nothing. Cost is
// linear in the number of instructions times operands.
func Expand(op Op) iter.Seq[Inst] {
	return func(yield func(Inst) bool) {
		if _, ok := op.(*Alloc); ok {
			return
		}
		dst, srcs := Operands(op)
		if dst == nil || len(srcs) > 3 {
			return
		}
		reps := RepeatShape(op)
		scope := op.Base().Attrs.Scope
		dm := mapOperand(dst, scope, len(reps))
		var sm [3]operandMap
		for i, s := range srcs {
			sm[i] = mapOperand(s, scope, len(reps))
		}
		n := Count(op)
		coord := make([]int, len(reps))
		in := Inst{Op: op, Dst: dm.slot, NSrc: len(srcs)}
		for i := range srcs {
			in.Srcs[i] = sm[i].slot
		}
		for r := int64(0); r < n; r++ {
			in.Repeat = r
			if !yield(in) {
				return
			}
			// Advance the odometer, moving each slot by its stride.
			for a := len(reps) - 1; a >= 0; a-- {
				coord[a]++
				if coord[a] < reps[a] {
					in.Dst.Index += dm.strides[a]
					for i := range srcs {
						if sm[i].strides != nil {
							in.Srcs[i].Index += sm[i].strides[a]
						}
					}
					break
				}
				back := int64(reps[a] - 1)
				in.Dst.Index -= back * dm.strides[a]
				for i := range srcs {
					if sm[i].strides != nil {
						in.Srcs[i].Index -= back * sm[i].strides[a]
					}
				}
				coord[a] = 0
			}
		}
	}
}

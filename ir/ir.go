package ir

import (
	"fmt"
	"iter"
	"strings"

	"github.com/lowerc/lowerc/internal/diag"
)

// A Pos is a position in a .tile file: the file's name, a 1-based line and a
// 1-based column counted in bytes ([diag.Pos]).
type Pos = diag.Pos

// A Module is the contents of one .tile file.
type Module struct {
	File    string
	Kernels []*Kernel
	Tail    []string // comment lines after the last kernel, without "//"
}

// A Kernel is one tile kernel: parameters, a launch configuration and a body.
type Kernel struct {
	Pos    Pos
	Doc    []string // comment lines before "kernel", without "//"
	Name   string   // without "@"
	Params []*Tensor
	Grid   [3]int
	Block  [3]int
	Body   []Op
	EndDoc []string // comment lines before the closing brace

	Trailing    string // comment after the opening brace
	EndTrailing string // comment after the closing brace
}

// Space says where a tensor lives.
type Space uint8

const (
	Local  Space = iota // registers owned by the issuing thread (alloc.local)
	Global              // global memory, a kernel parameter
	Param               // a by-value kernel parameter (a pred)
)

func (s Space) String() string {
	switch s {
	case Local:
		return "local"
	case Global:
		return "global"
	case Param:
		return "param"
	}
	return fmt.Sprintf("Space(%d)", uint8(s))
}

// A Scope says which threads take part in an op, and so how many of an
// operand's leading axes are group axes.
type Scope uint8

const (
	Thread    Scope = iota // thread: no group axes (the default)
	Warp                   // warp: one group axis, the lane
	Warpgroup              // warpgroup: two group axes, (warp in group, lane)
	CTA                    // cta: one group axis, the thread in the block
	Grid                   // grid: two group axes, (block in the grid, thread in the block)
	numScopes
)

var scopeNames = [numScopes]string{"thread", "warp", "warpgroup", "cta", "grid"}

func (s Scope) String() string {
	if s < numScopes {
		return scopeNames[s]
	}
	return fmt.Sprintf("Scope(%d)", uint8(s))
}

// GroupAxes is the number of leading group axes an operand has under s.
func (s Scope) GroupAxes() int {
	switch s {
	case Warp, CTA:
		return 1
	case Warpgroup, Grid:
		return 2
	}
	return 0
}

// A Tensor is a kernel parameter or a local register tensor.
//
// For a global tensor, Layout gives the strides of all axes in elements. For
// a local tensor, the first Scope.GroupAxes() axes are spread over the threads
// of the scope (each thread owns one group coordinate) and Layout gives the
// strides of the remaining, per-thread axes in registers (containers). A nil
// Layout means row-major and dense. Strides need not be one.
type Tensor struct {
	Pos    Pos
	Name   string // without "%"
	Space  Space
	Type   ElemType
	Shape  []int
	Layout []int
	Scope  Scope // local tensors only: how the group axes are spread
}

// GroupAxes is the number of leading axes spread over threads (never more
// than the tensor has: a shape too short for its scope is the verifier's to
// report, and must not crash code that runs before it).
func (t *Tensor) GroupAxes() int {
	if t.Space == Local {
		return min(t.Scope.GroupAxes(), len(t.Shape))
	}
	return 0
}

// Strides returns the strides of the stored axes: all axes of a global tensor,
// the per-thread axes of a local one.
func (t *Tensor) Strides() []int64 {
	axes := t.Shape[t.GroupAxes():]
	st := make([]int64, len(axes))
	if t.Layout != nil && len(t.Layout) == len(axes) {
		for i, s := range t.Layout {
			st[i] = int64(s)
		}
		return st
	}
	n := int64(1)
	for i := len(axes) - 1; i >= 0; i-- {
		st[i] = n
		n *= int64(axes[i])
	}
	return st
}

// Size is the number of storage slots the tensor spans (registers per thread
// for a local tensor, elements for a global one): one more than the largest
// offset any coordinate reaches.
func (t *Tensor) Size() int64 {
	axes := t.Shape[t.GroupAxes():]
	st := t.Strides()
	max := int64(0)
	for i, n := range axes {
		if n == 0 {
			return 0
		}
		max += int64(n-1) * st[i]
	}
	return max + 1
}

// Elems is the product of all extents.
func (t *Tensor) Elems() int64 {
	n := int64(1)
	for _, e := range t.Shape {
		n *= int64(e)
	}
	return n
}

// Offsets yields the element offset of each coordinate of a global tensor,
// in row-major (C) order over its shape, through its layout's strides.
func (t *Tensor) Offsets() iter.Seq[int64] {
	return func(yield func(int64) bool) {
		st := t.Strides()
		n := t.Elems()
		if n == 0 {
			return
		}
		coord := make([]int, len(t.Shape))
		off := int64(0)
		for i := int64(0); i < n; i++ {
			if !yield(off) {
				return
			}
			for a := len(coord) - 1; a >= 0; a-- {
				coord[a]++
				off += st[a]
				if coord[a] < t.Shape[a] {
					break
				}
				off -= int64(coord[a]) * st[a]
				coord[a] = 0
			}
		}
	}
}

// An Operand is a tensor reference or a scalar expression.
type Operand interface {
	OperandPos() Pos
	isOperand()
}

// A Ref names a tensor: "%a".
type Ref struct {
	Pos    Pos
	Name   string
	Tensor *Tensor // resolved by the parser
}

// A Scalar is a typed literal, broadcast across repeats: "f32 0.0",
// "f32 0x7fc00000". Bits holds the exact bit pattern in the low Type.Bits() bits.
type Scalar struct {
	Pos  Pos
	Type ElemType
	Bits uint64
	Hex  bool // written (and printed) as hex bits
}

func (r *Ref) OperandPos() Pos    { return r.Pos }
func (s *Scalar) OperandPos() Pos { return s.Pos }
func (*Ref) isOperand()           {}
func (*Scalar) isOperand()        {}

// A PredRef names the pred parameter that guards an op, possibly negated.
type PredRef struct {
	Pos    Pos
	Name   string
	Negate bool
	Param  *Tensor // resolved by the parser
}

// Attrs are the attributes every op may carry.
type Attrs struct {
	Scope       Scope
	Pred        *PredRef // nil: unconditional
	PreserveDst bool     // keep the destination's value where pred is false
}

// Stmt holds what every statement has: its position, its attributes and the
// comments around it.
type Stmt struct {
	Pos      Pos
	Doc      []string // comment lines before the statement
	Blank    bool     // a blank line stands before the statement (and its Doc)
	Trailing string   // a comment at the end of the statement's line
	Attrs    Attrs
}

// Base returns the statement's common part.
func (s *Stmt) Base() *Stmt { return s }

// An Op is one statement of a kernel body. The implementations are *Alloc,
// *Load, *Store, *Mov, *MinMax and *Apply.
type Op interface {
	Base() *Stmt
	// Name is the op's keyword: "alloc.local", "load", "max", "apply", ...
	Name() string
	isOp()
}

// Alloc declares a local register tensor: "%a = alloc.local f32[4,1]".
type Alloc struct {
	Stmt
	Tensor *Tensor
}

// Load copies a global tensor into a local one: "%a = load %A".
type Load struct {
	Stmt
	Dst *Ref // local
	Src *Ref // global
}

// Store copies a local tensor to a global one: "store %Out, %a".
type Store struct {
	Stmt
	Dst *Ref // global
	Src *Ref // local
}

// Mov copies a local tensor or a scalar into a local tensor: "%a = mov %b".
type Mov struct {
	Stmt
	Dst *Ref
	Src Operand
}

// MinMaxKind tells min from max.
type MinMaxKind uint8

const (
	Min MinMaxKind = iota
	Max
)

func (k MinMaxKind) String() string {
	if k == Max {
		return "max"
	}
	return "min"
}

// A NaNPolicy is the NaN semantics a min/max requires.
type NaNPolicy uint8

const (
	Number    NaNPolicy = iota // IEEE 754-2019 minimumNumber/maximumNumber (the default)
	Propagate                  // IEEE 754-2019 minimum/maximum
	IEEE2008                   // IEEE 754-2008 minNum/maxNum: an sNaN input gives a quiet NaN
	NNaN                       // the program promises no NaN input
	numNaNPolicies
)

var nanNames = [numNaNPolicies]string{"number", "propagate", "ieee2008", "nnan"}

func (p NaNPolicy) String() string {
	if p < numNaNPolicies {
		return nanNames[p]
	}
	return fmt.Sprintf("NaNPolicy(%d)", uint8(p))
}

// MinMax is a target-neutral min or max of two or three inputs:
// "%a = max %a, %b, f32 0.0 {nan = propagate, nsz}".
type MinMax struct {
	Stmt
	Kind MinMaxKind
	Dst  *Ref
	Srcs []Operand // two or three
	NaN  NaNPolicy
	NSZ  bool // signed zeros may be unordered
	FTZ  bool // subnormal inputs and results may be flushed to zero
}

// Apply is a target atom, spelled exactly as the vendor spells it:
// `%a = apply ptx "max.NaN.f32" %a, %b`.
type Apply struct {
	Stmt
	Target    string // "ptx" or "amdgcn"
	Opcode    string
	OpcodePos Pos
	Dst       *Ref
	Srcs      []Operand
}

func (*Alloc) Name() string    { return "alloc.local" }
func (*Load) Name() string     { return "load" }
func (*Store) Name() string    { return "store" }
func (*Mov) Name() string      { return "mov" }
func (o *MinMax) Name() string { return o.Kind.String() }
func (*Apply) Name() string    { return "apply" }

func (*Alloc) isOp()  {}
func (*Load) isOp()   {}
func (*Store) isOp()  {}
func (*Mov) isOp()    {}
func (*MinMax) isOp() {}
func (*Apply) isOp()  {}

// Operands returns an op's destination and its inputs (nil for Alloc).
func Operands(op Op) (dst *Ref, srcs []Operand) {
	switch o := op.(type) {
	case *Load:
		return o.Dst, []Operand{o.Src}
	case *Store:
		return o.Dst, []Operand{o.Src}
	case *Mov:
		return o.Dst, []Operand{o.Src}
	case *MinMax:
		return o.Dst, o.Srcs
	case *Apply:
		return o.Dst, o.Srcs
	}
	return nil, nil
}

// Locals returns the kernel's local tensors in declaration order.
func (k *Kernel) Locals() []*Tensor {
	var ts []*Tensor
	for _, op := range k.Body {
		if a, ok := op.(*Alloc); ok {
			ts = append(ts, a.Tensor)
		}
	}
	return ts
}

// Param returns the parameter named name, or nil.
func (k *Kernel) Param(name string) *Tensor {
	for _, p := range k.Params {
		if p.Name == name {
			return p
		}
	}
	return nil
}

// Describe is a short human reading of an op for messages: "max (three inputs)".
func Describe(op Op) string {
	switch o := op.(type) {
	case *MinMax:
		return fmt.Sprintf("%s with %d inputs", o.Kind, len(o.Srcs))
	case *Apply:
		return fmt.Sprintf("apply %s %q", o.Target, o.Opcode)
	}
	return op.Name()
}

func joinInts(xs []int) string {
	var b strings.Builder
	for i, x := range xs {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprint(&b, x)
	}
	return b.String()
}

package tilerun

import (
	"encoding/binary"
	"fmt"
	"slices"

	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/verify/tv"
)

// Inputs returns the global parameters a load reads, in parameter order.
func Inputs(k *ir.Kernel) []*ir.Tensor { return params(k, true) }

// Outputs returns the global parameters a store writes, in parameter order.
func Outputs(k *ir.Kernel) []*ir.Tensor { return params(k, false) }

func params(k *ir.Kernel, loads bool) []*ir.Tensor {
	used := map[*ir.Tensor]bool{}
	for _, op := range k.Body {
		switch o := op.(type) {
		case *ir.Load:
			if loads {
				used[o.Src.Tensor] = true
			}
		case *ir.Store:
			if !loads {
				used[o.Dst.Tensor] = true
			}
		}
	}
	var ts []*ir.Tensor
	for _, p := range k.Params {
		if used[p] {
			ts = append(ts, p)
		}
	}
	return ts
}

// Offsets returns the element offset of each logical index of global
// tensor t (row-major over its shape).
func Offsets(t *ir.Tensor) []int64 { return slices.Collect(t.Offsets()) }

// MaxBytes bounds the memory of one parameter (1 GiB).
const MaxBytes = 1 << 30

// Args is one launch's arguments, in parameter order.
type Args struct {
	K    *ir.Kernel
	Args []tv.Arg
}

// NewArgs returns zeroed memory for every global parameter and false for
// every pred.
func NewArgs(k *ir.Kernel) (*Args, error) {
	a := &Args{K: k, Args: make([]tv.Arg, len(k.Params))}
	for i, p := range k.Params {
		if p.Space != ir.Global {
			continue
		}
		n := p.Size() * int64(p.Type.Bits()/8)
		if n > MaxBytes {
			return nil, fmt.Errorf("%%%s spans %d bytes; at most %d", p.Name, n, MaxBytes)
		}
		a.Args[i].Mem = make([]byte, n)
	}
	return a, nil
}

// Clone copies the arguments (fresh memory).
func (a *Args) Clone() *Args {
	b := &Args{K: a.K, Args: make([]tv.Arg, len(a.Args))}
	for i, x := range a.Args {
		b.Args[i] = tv.Arg{Pred: x.Pred}
		if x.Mem != nil {
			b.Args[i].Mem = append([]byte(nil), x.Mem...)
		}
	}
	return b
}

// Index returns the position of parameter t.
func (a *Args) Index(t *ir.Tensor) int {
	for i, p := range a.K.Params {
		if p == t {
			return i
		}
	}
	return -1
}

// Put stores bits v at element offset off of parameter i.
func (a *Args) Put(i int, off int64, v uint64) {
	t := a.K.Params[i]
	putElem(a.Args[i].Mem, t.Type.Bits()/8, off, v)
}

// Get loads the element at offset off of parameter i.
func (a *Args) Get(i int, off int64) uint64 {
	t := a.K.Params[i]
	return getElem(a.Args[i].Mem, t.Type.Bits()/8, off)
}

func putElem(mem []byte, size int, off int64, v uint64) {
	b := mem[off*int64(size):]
	switch size {
	case 2:
		binary.LittleEndian.PutUint16(b, uint16(v))
	case 4:
		binary.LittleEndian.PutUint32(b, uint32(v))
	default:
		binary.LittleEndian.PutUint64(b, v)
	}
}

func getElem(mem []byte, size int, off int64) uint64 {
	b := mem[off*int64(size):]
	switch size {
	case 2:
		return uint64(binary.LittleEndian.Uint16(b))
	case 4:
		return uint64(binary.LittleEndian.Uint32(b))
	}
	return binary.LittleEndian.Uint64(b)
}

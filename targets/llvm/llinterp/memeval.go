package llinterp

import (
	"fmt"
	"math/big"
)

// mulFitsSigned reports whether a × b fits a signed w-bit integer.
func mulFitsSigned(a, b int64, w int) bool {
	p := new(big.Int).Mul(big.NewInt(a), big.NewInt(b))
	lim := new(big.Int).Lsh(big.NewInt(1), uint(w-1))
	return p.Cmp(lim) < 0 && p.Cmp(new(big.Int).Neg(lim)) >= 0
}

// exactBits returns the one value of an operand, or an error naming what
// it is needed for.
func (e *evalCtx) exactBits(o Operand, what string) (uint64, error) {
	v := e.operand(o)
	if len(v) != 1 || !v[0].IsExact() {
		if len(v) == 1 && v[0].poison {
			return 0, &Error{o.Pos, fmt.Sprintf("%s is poison (undefined behaviour; not modelled)", what)}
		}
		return 0, &Error{o.Pos, fmt.Sprintf("unsupported: %s has several allowed values", what)}
	}
	return v[0].vals[0], nil
}

func (e *evalCtx) branch(in *Inst) (int, error) {
	if len(in.Args) == 0 {
		return in.targets[0], nil
	}
	c, err := e.exactBits(in.Args[0], "the branch condition")
	if err != nil {
		return 0, err
	}
	if c == 1 {
		return in.targets[0], nil
	}
	return in.targets[1], nil
}

func (e *evalCtx) phi(in *Inst, cur int) (value, error) {
	for k, t := range in.targets {
		if t == e.prev {
			return append(value(nil), e.operand(in.Args[k])...), nil
		}
	}
	name := "the entry"
	if e.prev >= 0 {
		name = "%" + e.f.Blocks[e.prev].Name
	}
	return nil, &Error{in.Pos, fmt.Sprintf("phi: no incoming value for the edge from %s to %%%s", name, e.f.Blocks[cur].Name)}
}

func (e *evalCtx) memory(in *Inst) (value, error) {
	if in.Op == "getelementptr" {
		base, err := e.exactBits(in.Args[0], "the base address")
		if err != nil {
			return nil, err
		}
		idx, err := e.exactBits(in.Args[1], "the index")
		if err != nil {
			return nil, err
		}
		size := int64(in.Elem.TotalBits() / 8)
		off := int64(base&(1<<offBits-1)) + signExtend(idx, in.Args[1].Type.Bits)*size
		if off < 0 || off >= 1<<offBits {
			return nil, &Error{in.Pos, fmt.Sprintf("getelementptr: offset %d is outside the address range", off)}
		}
		return value{Exact(base&^(1<<offBits-1) | uint64(off))}, nil
	}
	if e.mem == nil {
		return nil, &Error{in.Pos, fmt.Sprintf("%s: the function uses memory: run it with Launch", in.Op)}
	}
	ptr, err := e.exactBits(in.Args[len(in.Args)-1], "the address")
	if err != nil {
		return nil, err
	}
	if in.Op == "load" {
		v, err := e.mem.load(ptr, in.Elem)
		if err != nil {
			return nil, &Error{in.Pos, "load: " + err.Error()}
		}
		return v, nil
	}
	if err := e.mem.store(ptr, in.Elem, e.operand(in.Args[0])); err != nil {
		return nil, &Error{in.Pos, "store: " + err.Error()}
	}
	return nil, nil
}

// asm runs an inline asm call through the model the module's AsmFunc
// gives it.
func (e *evalCtx) asm(in *Inst) (value, error) {
	if e.f.mod == nil || e.f.mod.Asm == nil {
		return nil, &Error{in.Pos, fmt.Sprintf("unsupported: inline asm %q (no model of it is known here)", in.Asm)}
	}
	am, err := e.f.mod.Asm(e.f, in.Asm, in.Constraints)
	if err != nil {
		return nil, &Error{in.Pos, fmt.Sprintf("inline asm %q: %v", in.Asm, err)}
	}
	if am.Type.Bits() != in.Type.TotalBits() {
		return nil, &Error{in.Pos, fmt.Sprintf("inline asm %q: its model reads %s, the call passes %s", in.Asm, am.Type, in.Type)}
	}
	sets := make([]Set, len(in.Args))
	for k, a := range in.Args {
		sets[k] = e.operand(a)[0]
	}
	if anyPoison(sets) {
		return value{PoisonSet()}, nil
	}
	var b builder
	err = each(sets, func(xs []uint64) error {
		var x [3]uint64
		copy(x[:], xs)
		r, err := am.Model.Eval(am.Type, x[0], x[1], x[2])
		if err != nil {
			return err
		}
		s, err := fromResult(am.Type, r)
		if err != nil {
			return err
		}
		b.addSet(s)
		return nil
	})
	if err != nil {
		return nil, &Error{in.Pos, fmt.Sprintf("inline asm %q: %v", in.Asm, err)}
	}
	s, err := b.set()
	if err != nil {
		return nil, err
	}
	return value{s}, nil
}

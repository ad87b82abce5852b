package llvm

import (
	"fmt"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// ptrType is an LLVM pointer as LLVM ≥ 15 writes it: opaque, "ptr" or
// "ptr addrspace(1)" (LangRef, "Pointer Type"; typed pointers are gone
// since LLVM 17, and llc-19 and opt-19 read only this form). llir/llvm
// v0.3.6 predates opaque pointers, so the type comes in through its
// types.Type interface: the emitter builds the instructions whose
// constructors check for *types.PointerType (getelementptr, store)
// itself, with this type.
//
// elem is the pointee lowerc uses the pointer for. It is not part of the
// type (two pointers of one address space are one type), and is printed
// only in typed mode ("float addrspace(1)*"): llir's own parser cannot
// read "ptr", so the tests that parse lowerc's IR back with it print the
// same module, built by the same code, with typed pointers.
type ptrType struct {
	addrSpace types.AddrSpace
	elem      types.Type
	typed     bool
	name      string
}

func newPtr(elem types.Type, addrSpace types.AddrSpace, typed bool) *ptrType {
	return &ptrType{addrSpace: addrSpace, elem: elem, typed: typed}
}

// String is the type as it appears in an instruction.
func (p *ptrType) String() string {
	if p.name != "" {
		return "%" + p.name
	}
	return p.LLString()
}

// LLString is "ptr addrspace(N)" ("ptr" for address space 0).
func (p *ptrType) LLString() string {
	if p.typed {
		return (&types.PointerType{ElemType: p.elem, AddrSpace: p.addrSpace}).LLString()
	}
	if p.addrSpace == 0 {
		return "ptr"
	}
	return fmt.Sprintf("ptr %s", p.addrSpace)
}

// Equal: opaque pointers are equal when their address spaces are.
func (p *ptrType) Equal(u types.Type) bool {
	q, ok := u.(*ptrType)
	return ok && q.addrSpace == p.addrSpace && (!p.typed || p.elem.Equal(q.elem))
}

func (p *ptrType) Name() string        { return p.name }
func (p *ptrType) SetName(name string) { p.name = name }

// gep appends "getelementptr inbounds elem, ptr base, i64 idx" to b: the
// address of element idx of the array of elem at base. Its type is base's.
func gep(b *llir.Block, elem types.Type, base value.Value, idx value.Value) *llir.InstGetElementPtr {
	g := &llir.InstGetElementPtr{ElemType: elem, Src: base, Indices: []value.Value{idx}, Typ: base.Type(), InBounds: true}
	b.Insts = append(b.Insts, g)
	return g
}

// store appends "store v, ptr addr" to b.
func store(b *llir.Block, v, addr value.Value) *llir.InstStore {
	s := &llir.InstStore{Src: v, Dst: addr}
	b.Insts = append(b.Insts, s)
	return s
}

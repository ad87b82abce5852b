package llvm

import (
	"bufio"
	"bytes"
	"io"
	"math"
	"math/big"
	"strconv"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// writeModule writes mod to w as llir/llvm's Module.WriteTo does, byte for
// byte, but streams it: Module.WriteTo builds each function as one string
// (for the 100k-position kernel a 61 MB string grown by doubling, plus the
// strings of every block and instruction), while writeModule writes
// instruction by instruction into a buffered writer, and prints the
// instructions lowerc emits most (load, getelementptr, store, call,
// bitcast, and) without fmt. Everything else, and every module or
// instruction with a field the fast path does not know, is printed by
// llir's own LLString, so the bytes stay llir's; TestWriteModuleMatchesLLIR
// compares the two printers on every kernel the tests build.
func writeModule(w io.Writer, mod *llir.Module) error {
	if !streamable(mod) {
		_, err := mod.WriteTo(w)
		return err
	}
	p := &printer{
		w:      bufio.NewWriterSize(w, 64<<10),
		types:  map[types.Type]string{},
		ints:   map[intKey]string{},
		floats: map[floatKey]string{},
		names:  map[value.Value]string{},
	}
	// The module header as llir writes it (quoting included).
	head := llir.NewModule()
	head.SourceFilename, head.DataLayout, head.TargetTriple = mod.SourceFilename, mod.DataLayout, mod.TargetTriple
	var hb bytes.Buffer
	if _, err := head.WriteTo(&hb); err != nil {
		return err
	}
	p.w.Write(hb.Bytes())
	if len(mod.Funcs) > 0 && hb.Len() > 0 {
		p.w.WriteByte('\n')
	}
	for i, f := range mod.Funcs {
		if i != 0 {
			p.w.WriteByte('\n')
		}
		if err := p.function(f); err != nil {
			return err
		}
	}
	return p.w.Flush()
}

// streamable reports whether mod has only what writeModule prints itself:
// the header, and functions without linkage, metadata or use-list orders.
func streamable(m *llir.Module) bool {
	if len(m.ModuleAsms)+len(m.TypeDefs)+len(m.ComdatDefs)+len(m.Globals)+len(m.Aliases)+len(m.IFuncs)+
		len(m.AttrGroupDefs)+len(m.NamedMetadataDefs)+len(m.MetadataDefs)+len(m.UseListOrders)+len(m.UseListOrderBBs) > 0 {
		return false
	}
	for _, f := range m.Funcs {
		if f.Linkage != enum.LinkageNone || len(f.Metadata) > 0 || len(f.UseListOrders) > 0 {
			return false
		}
	}
	return true
}

type printer struct {
	w      *bufio.Writer
	num    []byte
	types  map[types.Type]string
	ints   map[intKey]string
	floats map[floatKey]string
	names  map[value.Value]string
}

func (p *printer) function(f *llir.Func) error {
	if len(f.Blocks) == 0 {
		p.w.WriteString(f.LLString())
		p.w.WriteByte('\n')
		return nil
	}
	if err := f.AssignIDs(); err != nil {
		return err
	}
	// The header is the declaration's without "declare" (no linkage and no
	// metadata, which the two place differently: see streamable).
	blocks := f.Blocks
	f.Blocks = nil
	decl := f.LLString()
	f.Blocks = blocks
	p.w.WriteString("define")
	p.w.WriteString(decl[len("declare"):])
	p.w.WriteString(" {\n")
	for i, b := range blocks {
		if i != 0 {
			p.w.WriteByte('\n')
		}
		// LabelName/LabelID are LocalName/LocalID without the '%'.
		p.w.WriteString(b.Ident()[1:])
		p.w.WriteString(":\n")
		for _, inst := range b.Insts {
			p.w.WriteByte('\t')
			p.inst(inst)
			p.w.WriteByte('\n')
		}
		p.w.WriteByte('\t')
		p.w.WriteString(b.Term.LLString())
		p.w.WriteByte('\n')
	}
	p.w.WriteString("}\n")
	return nil
}

// inst prints one instruction as its LLString does.
func (p *printer) inst(inst llir.Instruction) {
	switch i := inst.(type) {
	case *llir.InstLoad:
		if !i.Atomic && !i.Volatile && i.SyncScope == "" && i.Ordering == enum.AtomicOrderingNone && i.Align == 0 && len(i.Metadata) == 0 {
			p.def(i)
			p.w.WriteString("load ")
			p.typ(i.ElemType)
			p.w.WriteString(", ")
			p.typed(i.Src)
			return
		}
	case *llir.InstGetElementPtr:
		if len(i.Metadata) == 0 {
			p.def(i)
			p.w.WriteString("getelementptr")
			if i.InBounds {
				p.w.WriteString(" inbounds")
			}
			p.w.WriteByte(' ')
			p.typ(i.ElemType)
			p.w.WriteString(", ")
			p.typed(i.Src)
			for _, x := range i.Indices {
				p.w.WriteString(", ")
				p.typed(x)
			}
			return
		}
	case *llir.InstStore:
		if !i.Atomic && !i.Volatile && i.SyncScope == "" && i.Ordering == enum.AtomicOrderingNone && i.Align == 0 && len(i.Metadata) == 0 {
			p.w.WriteString("store ")
			p.typed(i.Src)
			p.w.WriteString(", ")
			p.typed(i.Dst)
			return
		}
	case *llir.InstCall:
		if i.Tail == enum.TailNone && len(i.FastMathFlags) == 0 &&
			i.CallingConv == enum.CallingConvNone && len(i.ReturnAttrs) == 0 && i.AddrSpace == 0 &&
			!i.Sig().Variadic && len(i.FuncAttrs) == 0 && len(i.OperandBundles) == 0 && len(i.Metadata) == 0 {
			if !i.Type().Equal(types.Void) {
				p.def(i)
			}
			p.w.WriteString("call ")
			p.typ(i.Type())
			p.w.WriteByte(' ')
			if asm, ok := i.Callee.(*llir.InlineAsm); ok {
				p.named(asm)
			} else {
				p.ident(i.Callee)
			}
			p.w.WriteByte('(')
			for k, a := range i.Args {
				if k != 0 {
					p.w.WriteString(", ")
				}
				p.typed(a)
			}
			p.w.WriteByte(')')
			return
		}
	case *llir.InstBitCast:
		if len(i.Metadata) == 0 {
			p.def(i)
			p.w.WriteString("bitcast ")
			p.typed(i.From)
			p.w.WriteString(" to ")
			p.typ(i.To)
			return
		}
	case *llir.InstAnd:
		if len(i.Metadata) == 0 {
			p.def(i)
			p.w.WriteString("and ")
			p.typed(i.X)
			p.w.WriteString(", ")
			p.ident(i.Y)
			return
		}
	}
	p.w.WriteString(inst.LLString())
}

// def prints "%id = ".
func (p *printer) def(v value.Value) {
	p.ident(v)
	p.w.WriteString(" = ")
}

// typ prints t.String().
func (p *printer) typ(t types.Type) {
	s, ok := p.types[t]
	if !ok {
		s = t.String()
		p.types[t] = s
	}
	p.w.WriteString(s)
}

// local is what llir's local values (parameters, instructions, blocks)
// have; globals have the same methods, so they are matched first.
type local interface {
	IsUnnamed() bool
	ID() int64
}

// ident prints v.Ident(). Integer and float constants are remembered by
// value (the emitter makes a new one per use), functions and named locals
// by pointer.
func (p *printer) ident(v value.Value) {
	switch c := v.(type) {
	case *constant.Int:
		if c.X.IsInt64() {
			k := intKey{c.Typ, c.X.Int64()}
			s, ok := p.ints[k]
			if !ok {
				s = c.Ident()
				p.ints[k] = s
			}
			p.w.WriteString(s)
			return
		}
	case *constant.Float:
		if c.X != nil {
			if f, acc := c.X.Float64(); acc == big.Exact {
				k := floatKey{c.Typ, math.Float64bits(f), c.NaN}
				s, ok := p.floats[k]
				if !ok {
					s = c.Ident()
					p.floats[k] = s
				}
				p.w.WriteString(s)
				return
			}
		}
	case *llir.Global, *llir.Alias, *llir.IFunc:
	case *llir.Func:
		p.named(v)
		return
	case local:
		if c.IsUnnamed() {
			// enc.LocalID.
			p.num = append(p.num[:0], '%')
			p.num = strconv.AppendInt(p.num, c.ID(), 10)
			p.w.Write(p.num)
			return
		}
		p.named(v)
		return
	}
	p.w.WriteString(v.Ident())
}

type intKey struct {
	t *types.IntType
	x int64
}

type floatKey struct {
	t    *types.FloatType
	bits uint64
	nan  bool
}

// named prints the Ident of a named value (a function, a parameter, a
// block), remembered by pointer.
func (p *printer) named(v value.Value) {
	s, ok := p.names[v]
	if !ok {
		s = v.Ident()
		p.names[v] = s
	}
	p.w.WriteString(s)
}

// typed prints v.String(), "type ident", for the values whose String is
// that; others print their String.
func (p *printer) typed(v value.Value) {
	switch v.(type) {
	case *llir.Func, *llir.Global, *llir.Alias, *llir.IFunc:
	case local, *constant.Int, *constant.Float:
		p.typ(v.Type())
		p.w.WriteByte(' ')
		p.ident(v)
		return
	}
	p.w.WriteString(v.String())
}

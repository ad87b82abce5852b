package ptx

// Emission: register classes, operands, instruction text, and the
// lowering of each op (atoms here, min/max in minmax.go).

import (
	"fmt"
	"path/filepath"
	"strconv"

	"github.com/lowerc/lowerc/ir"
)

// Register classes, named as LLVM's NVPTX back end names them.
type regClass uint8

const (
	clsPred regClass = iota
	clsB16
	clsB32
	clsB64
	clsF32
	clsF64
	numClasses
)

var (
	clsPrefix = [numClasses]string{"%p", "%rs", "%r", "%rd", "%f", "%fd"}
	clsDecl   = [numClasses]string{".pred", ".b16", ".b32", ".b64", ".f32", ".f64"}
)

// classOf is the register class that holds one element of t: .f32/.f64 for
// f32/f64, else the bit-size class of the container (bf16 must live in .b16,
// docs/reference/ptx.md §3).
func classOf(t ir.ElemType) regClass {
	switch t {
	case ir.F32:
		return clsF32
	case ir.F64:
		return clsF64
	}
	switch t.Bits() {
	case 16:
		return clsB16
	case 32:
		return clsB32
	}
	return clsB64
}

// An arg is one operand of an emitted instruction.
type arg struct {
	kind uint8 // argReg, argText, argMem, argPack
	cls  regClass
	n    int64
	cls2 regClass // argPack: second register
	n2   int64
	off  int64 // argMem: byte offset
	text string
}

const (
	argReg = iota
	argText
	argMem
	argPack
)

func reg(c regClass, n int64) arg { return arg{kind: argReg, cls: c, n: n} }
func text(s string) arg           { return arg{kind: argText, text: s} }
func pack(lo, hi arg) arg {
	return arg{kind: argPack, cls: lo.cls, n: lo.n, cls2: hi.cls, n2: hi.n}
}

// tmp allocates a fresh register.
func (l *lowerer) tmp(c regClass) arg {
	n := l.nreg[c]
	l.nreg[c]++
	return reg(c, n)
}

// ins emits one instruction under the current guard.
func (l *lowerer) ins(op string, args ...arg) {
	l.insG(l.guard, op, args...)
}

// Every opcode emitted is a row of the form table (TestEmittedFormsInTable);
// only min/max forms need more than PTX ISA 2.0, and record accounts for them.
func (l *lowerer) insG(guard, op string, args ...arg) {
	o := append(l.body, '\t')
	o = append(o, guard...)
	o = append(o, op...)
	for i, a := range args {
		if i == 0 {
			o = append(o, ' ')
		} else {
			o = append(o, ", "...)
		}
		switch a.kind {
		case argReg:
			o = append(o, clsPrefix[a.cls]...)
			o = strconv.AppendInt(o, a.n, 10)
		case argText:
			o = append(o, a.text...)
		case argMem:
			o = append(o, '[')
			o = append(o, clsPrefix[clsB64]...)
			o = strconv.AppendInt(o, a.n, 10)
			if a.off != 0 {
				o = append(o, '+')
				o = strconv.AppendInt(o, a.off, 10)
			}
			o = append(o, ']')
		case argPack:
			o = append(o, '{')
			o = append(o, clsPrefix[a.cls]...)
			o = strconv.AppendInt(o, a.n, 10)
			o = append(o, ", "...)
			o = append(o, clsPrefix[a.cls2]...)
			o = strconv.AppendInt(o, a.n2, 10)
			o = append(o, '}')
		}
	}
	o = append(o, ";\n"...)
	l.body = o
}

func (l *lowerer) comment(s string) {
	l.body = append(l.body, "\t// "...)
	l.body = append(l.body, s...)
	l.body = append(l.body, '\n')
}

// localReg returns the register of slot s of a local tensor.
func (l *lowerer) localReg(s ir.Slot) arg {
	return reg(classOf(s.Tensor.Type), l.local[s.Tensor]+s.Index)
}

// markWritten records a write of a local register; init reports whether the
// register had not been written before.
func (l *lowerer) markWritten(s ir.Slot) (first bool) {
	w := l.written[s.Tensor]
	i := s.Index
	first = w[i/64]&(1<<(uint(i)%64)) == 0
	w[i/64] |= 1 << (uint(i) % 64)
	return first
}

// zero is the zero immediate for a register class.
func zero(c regClass) string {
	switch c {
	case clsF32:
		return "0f00000000"
	case clsF64:
		return "0d0000000000000000"
	}
	return "0"
}

// movOp is the mov form for a register class.
func movOp(c regClass) string {
	switch c {
	case clsF32:
		return "mov.f32"
	case clsF64:
		return "mov.f64"
	case clsB16:
		return "mov.b16"
	case clsB32:
		return "mov.b32"
	}
	return "mov.b64"
}

// memSuffix is the type of ld/st for an element type.
func memSuffix(t ir.ElemType) string {
	switch t {
	case ir.F32:
		return ".f32"
	case ir.F64:
		return ".f64"
	}
	return ".b" + strconv.Itoa(t.Bits())
}

// dstWrite prepares a write to local slot s: under preserve_dst a register
// that was never written is set to zero first (unguarded), so that "keep the
// old value" is defined.
func (l *lowerer) dstWrite(op ir.Op, s ir.Slot) arg {
	r := l.localReg(s)
	if l.markWritten(s) && op.Base().Attrs.PreserveDst {
		l.insG("", movOp(r.cls), r, text(zero(r.cls)))
	}
	return r
}

func (l *lowerer) op(op ir.Op) error {
	st := op.Base()
	l.guard = ""
	if a, ok := op.(*ir.Alloc); ok {
		t := a.Tensor
		c := classOf(t.Type)
		l.local[t] = l.nreg[c]
		l.nreg[c] += t.Size()
		l.written[t] = make([]uint64, (t.Size()+63)/64)
		return nil
	}
	var line string
	if st.Pos.IsValid() {
		line = fmt.Sprintf("%s:%d: ", filepath.Base(st.Pos.File), st.Pos.Line)
	}
	if p := st.Attrs.Pred; p != nil {
		pr, ok := l.pred[p.Param]
		if !ok {
			return fmt.Errorf("pred %%%s is not a pred parameter", p.Name)
		}
		if p.Negate {
			l.guard = "@!%p" + strconv.FormatInt(pr, 10) + " "
		} else {
			l.guard = "@%p" + strconv.FormatInt(pr, 10) + " "
		}
	}
	switch o := op.(type) {
	case *ir.Load:
		l.comment(line + ir.FormatOp(op))
		suf := "ld.global" + memSuffix(o.Dst.Tensor.Type)
		for in := range ir.Expand(op) {
			mem := l.addr(in.Sources()[0], st.Attrs.Scope)
			l.ins(suf, l.dstWrite(op, in.Dst), mem)
		}
	case *ir.Store:
		l.comment(line + ir.FormatOp(op))
		suf := "st.global" + memSuffix(o.Src.Tensor.Type)
		for in := range ir.Expand(op) {
			mem := l.addr(in.Dst, st.Attrs.Scope)
			l.ins(suf, mem, l.localReg(in.Sources()[0]))
		}
	case *ir.Mov:
		l.comment(line + ir.FormatOp(op))
		t := o.Dst.Tensor.Type
		mv := movOp(classOf(t))
		for in := range ir.Expand(op) {
			src := in.Sources()[0]
			var s arg
			if src.IsScalar() {
				s = text(movImm(src.Scalar))
			} else {
				s = l.localReg(src)
			}
			l.ins(mv, l.dstWrite(op, in.Dst), s)
		}
	case *ir.MinMax:
		if err := l.b.CheckOp(l.k, op); err != nil {
			return err
		}
		p := l.b.planMinMax(o)
		regs := 0
		for _, s := range o.Srcs {
			if _, ok := s.(*ir.Scalar); !ok {
				regs++
			}
		}
		l.record(op, line, p.model, len(o.Srcs), p.steps, p.how, p.forms)
		l.choices[len(l.choices)-1].Instrs = p.instrs(regs)
		l.minmax(o, p)
	case *ir.Apply:
		f, err := l.b.atomForm(o)
		if err != nil {
			return err
		}
		l.record(op, line, f.ref(), len(o.Srcs), 1, "atom", []*Form{f})
		l.choices[len(l.choices)-1].Instrs = nNative
		l.atom(o, f)
	}
	l.guard = ""
	return nil
}

func (l *lowerer) atom(o *ir.Apply, f *Form) {
	t := o.Dst.Tensor.Type
	var pre [3]arg
	for i, s := range o.Srcs {
		if sc, ok := s.(*ir.Scalar); ok {
			pre[i] = l.scalarArg(sc, typeOfForm(f, t))
		}
	}
	var args [4]arg
	for in := range ir.Expand(o) {
		srcs := in.Sources()
		for i, s := range srcs {
			if s.IsScalar() {
				args[i+1] = pre[i]
			} else {
				args[i+1] = l.localReg(s)
			}
		}
		args[0] = l.dstWrite(o, in.Dst)
		l.ins(f.Op, args[:len(srcs)+1]...)
	}
}

// typeOfForm is the IR type whose immediates the form takes.
func typeOfForm(f *Form, fallback ir.ElemType) ir.ElemType {
	if t := ir.ParseElemType(f.Type); t != ir.Invalid {
		return t
	}
	return fallback
}

package ptx

import (
	"fmt"
	"io"
	"math"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"

	"github.com/lowerc/lowerc/ir"
)

// A Choice records how one min/max op (neutral or atom) was lowered: the
// semantics model the emitted sequence implements, for translation
// validation, and the PTX forms it uses. The same line is printed as a
// comment before the op's instructions.
type Choice struct {
	Kernel string
	Pos    ir.Pos
	Op     string   // the op's canonical text
	Model  string   // semantics model name ("ptx:max.f32", ...)
	Arity  int      // inputs of the op (2 or 3)
	Steps  int      // 1, or 2 when a three-input op applies the two-input Model twice: op(op(a, b), c)
	How    string   // the sequence in words
	Forms  []string // the forms the sequence uses, first use first
	Count  int64    // thread instructions of the tile op (repeat positions)
	// Instrs is the number of instructions per element (per position), loads,
	// stores and the once-per-op set-up of broadcast scalars aside, from the
	// selection's data (count.go).
	Instrs int
}

// A Result is a lowered module.
type Result struct {
	PTX     []byte
	Version Version // the .version written
	Target  string  // the .target written
	Choices []Choice
}

// Count returns how many times form op appears as an instruction in the
// module text: a line whose instruction, after any guard, is op.
func Count(ptx []byte, op string) int { return CountInputs(ptx, op, -1) }

// CountInputs is Count restricted to instructions with that many inputs
// (operands after the destination); -1 counts all.
func CountInputs(ptx []byte, op string, inputs int) int {
	n := 0
	for _, line := range strings.Split(string(ptx), "\n") {
		line = strings.TrimSpace(line)
		if strings.HasPrefix(line, "@") {
			if i := strings.IndexByte(line, ' '); i > 0 {
				line = strings.TrimSpace(line[i:])
			}
		}
		rest, ok := strings.CutPrefix(line, op+" ")
		if !ok || strings.HasPrefix(line, "//") {
			continue
		}
		if inputs < 0 || strings.Count(rest, ",") == inputs {
			n++
		}
	}
	return n
}

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

// lowerer holds the state of one module's lowering.
type lowerer struct {
	b       *Backend
	need    Version
	chunks  [][]byte // the kernels' text: per kernel its head and its body
	choices []Choice

	// per kernel
	k       *ir.Kernel
	body    []byte
	nreg    [numClasses]int64
	local   map[*ir.Tensor]int64 // first register of a local tensor
	written map[*ir.Tensor][]uint64
	global  map[*ir.Tensor]int64 // %rd holding the tensor's global address
	group   map[groupKey]int64   // %rd holding base + group offset
	coords  map[ir.Scope][]arg   // this thread's group coordinates
	pred    map[*ir.Tensor]int64 // %p holding a pred parameter
	linTid  int64                // %r holding the linear thread id, or -1
	guard   string               // "@%p1 " / "@!%p1 " for the op being lowered
}

type groupKey struct {
	t *ir.Tensor
	s ir.Scope
}

// Lower lowers a module that has passed verify.Module with b as target.
// Errors are an ir.ErrorList positioned at the op that cannot be lowered.
func (b *Backend) Lower(m *ir.Module) (*Result, error) {
	h, l, err := b.lower(m)
	if err != nil {
		return nil, err
	}
	size := len(h)
	for _, c := range l.chunks {
		size += len(c)
	}
	out := make([]byte, 0, size)
	out = append(out, h...)
	for _, c := range l.chunks {
		out = append(out, c...)
	}
	return &Result{PTX: out, Version: l.need, Target: b.arch.Name, Choices: l.choices}, nil
}

// Compile lowers m (verified against b) and writes the PTX module to w.
func (b *Backend) Compile(m *ir.Module, w io.Writer) error {
	h, l, err := b.lower(m)
	if err != nil {
		return err
	}
	if _, err := w.Write(h); err != nil {
		return err
	}
	for _, c := range l.chunks {
		if _, err := w.Write(c); err != nil {
			return err
		}
	}
	return nil
}

// lower returns the module header and the lowerer holding the kernels' text.
func (b *Backend) lower(m *ir.Module) ([]byte, *lowerer, error) {
	l := &lowerer{b: b, need: b.ver}
	var errs ir.ErrorList
	seen := map[string]bool{}
	for i, k := range m.Kernels {
		if seen[k.Name] {
			errs.Add(k.Pos, "", "kernel @%s is defined twice; PTX entries need distinct names", k.Name)
			continue
		}
		if n := ptxName(k.Name); !ptxIdent.MatchString(n) {
			errs.Add(k.Pos, "", "kernel @%s: %q is not a PTX identifier (a letter first, or '_' or '.' and one more character); rename the kernel", k.Name, n)
			continue
		}
		seen[k.Name] = true
		if i > 0 {
			l.chunks = append(l.chunks, []byte("\n"))
		}
		if err := l.kernel(k); err != nil {
			if el, ok := err.(ir.ErrorList); ok {
				errs = append(errs, el...)
			} else {
				return nil, nil, err
			}
		}
	}
	if len(errs) > 0 {
		errs.Sort()
		return nil, nil, errs
	}
	var h []byte
	h = append(h, "//\n// Generated by lowerc (targets/ptx) from "...)
	h = append(h, filepath.Base(m.File)...)
	h = append(h, " for "...)
	h = append(h, b.arch.Name...)
	if b.pinned {
		l.need = b.ver // -ptx is what is written; the gate kept the forms within it
	}
	h = append(h, ".\n//\n\n.version "...)
	h = append(h, l.need.String()...)
	h = append(h, "\n.target "...)
	h = append(h, b.arch.Name...)
	h = append(h, "\n.address_size 64\n\n"...)
	return h, l, nil
}

// ptxIdent matches a PTX identifier (PTX ISA §4.4: a letter then letters,
// digits, '_' and '$'; or '_', '$' or '%' then at least one of them).
// Parameter names are the kernel's name, '_' and the parameter's, so only
// kernel names need the check.
var ptxIdent = regexp.MustCompile(`^([a-zA-Z][a-zA-Z0-9_$]*|[_$%][a-zA-Z0-9_$]+)$`)

// ptxName turns an IR name into a PTX identifier: IR names may contain '.',
// which PTX identifiers may not; '$' may appear in PTX names but not in IR
// names, so the mapping is one to one.
func ptxName(s string) string { return strings.ReplaceAll(s, ".", "$") }

func (l *lowerer) use(f *Form) {
	if l.need.Less(f.PTX) {
		l.need = f.PTX
	}
}

func (l *lowerer) kernel(k *ir.Kernel) error {
	l.k = k
	// Size the body for about 40 bytes per thread instruction (a min/max
	// of n inputs takes about n instructions), so that large tiles rarely
	// grow it.
	est := int64(4096)
	for _, op := range k.Body {
		_, srcs := ir.Operands(op)
		est += 40 * ir.Count(op) * int64(max(len(srcs), 1))
	}
	l.body = make([]byte, 0, est)
	l.nreg = [numClasses]int64{}
	l.local = map[*ir.Tensor]int64{}
	l.written = map[*ir.Tensor][]uint64{}
	l.global = map[*ir.Tensor]int64{}
	l.group = map[groupKey]int64{}
	l.coords = map[ir.Scope][]arg{}
	l.pred = map[*ir.Tensor]int64{}
	l.linTid = -1
	l.guard = ""
	name := ptxName(k.Name)

	// Prologue: parameters into registers.
	for _, p := range k.Params {
		pn := name + "_" + ptxName(p.Name)
		switch p.Space {
		case ir.Param:
			rs := l.tmp(clsB16)
			pr := l.tmp(clsPred)
			l.ins("ld.param.u8", rs, text("["+pn+"]"))
			l.ins("setp.ne.b16", pr, rs, text("0"))
			l.pred[p] = pr.n
		case ir.Global:
			raw := l.tmp(clsB64)
			g := l.tmp(clsB64)
			l.ins("ld.param.u64", raw, text("["+pn+"]"))
			l.ins("cvta.to.global.u64", g, raw)
			l.global[p] = g.n
		}
	}
	var errs ir.ErrorList
	for _, op := range k.Body {
		if err := l.op(op); err != nil {
			errs.Add(op.Base().Pos, "", "%v", err)
		}
	}
	if len(errs) > 0 {
		return errs
	}
	l.ins("ret")

	var o []byte
	o = append(o, "\t// .globl\t"...)
	o = append(o, name...)
	o = append(o, "\n.visible .entry "...)
	o = append(o, name...)
	o = append(o, '(')
	for i, p := range k.Params {
		if i > 0 {
			o = append(o, ',')
		}
		o = append(o, "\n\t.param "...)
		if p.Space == ir.Param {
			o = append(o, ".u8 "...)
		} else {
			o = append(o, ".u64 "...)
		}
		o = append(o, name...)
		o = append(o, '_')
		o = append(o, ptxName(p.Name)...)
	}
	if len(k.Params) > 0 {
		o = append(o, '\n')
	}
	o = append(o, ")\n"...)
	o = append(o, fmt.Sprintf(".reqntid %d, %d, %d\n{\n", max(k.Block[0], 1), max(k.Block[1], 1), max(k.Block[2], 1))...)
	for c := regClass(0); c < numClasses; c++ {
		if l.nreg[c] > 0 {
			o = append(o, "\t.reg "...)
			o = append(o, clsDecl[c]...)
			o = append(o, ' ')
			o = append(o, clsPrefix[c]...)
			o = append(o, '<')
			o = strconv.AppendInt(o, l.nreg[c], 10)
			o = append(o, ">;\n"...)
		}
	}
	o = append(o, '\n')
	l.body = append(l.body, "}\n"...)
	l.chunks = append(l.chunks, o, l.body)
	return nil
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
		l.record(op, line, f.Model, len(o.Srcs), 1, "atom", []*Form{f})
		l.choices[len(l.choices)-1].Instrs = nNative
		l.atom(o, f)
	}
	l.guard = ""
	return nil
}

func (l *lowerer) record(op ir.Op, line, model string, arity, steps int, how string, forms []*Form) {
	c := Choice{Kernel: l.k.Name, Pos: op.Base().Pos, Op: ir.FormatOp(op), Model: model, Arity: arity, Steps: steps, How: how, Count: ir.Count(op)}
	for _, f := range forms {
		c.Forms = append(c.Forms, f.Op)
		l.use(f)
	}
	l.choices = append(l.choices, c)
	l.comment(line + c.Op)
	twice := ""
	if steps == 2 {
		twice = " applied twice"
	}
	l.comment(fmt.Sprintf("  model %s%s ×%d: %s", model, twice, c.Count, how))
}

// movImm is the immediate of a mov of scalar s into its register class:
// 0f/0d for f32/f64 (PTX §4.5.2), hex bits otherwise (f16/bf16 have no
// floating immediates; mov.b16 takes their bits, docs/reference/ptx.md §3).
func movImm(s *ir.Scalar) string {
	switch s.Type {
	case ir.F32:
		return fmt.Sprintf("0f%08X", uint32(s.Bits))
	case ir.F64:
		return fmt.Sprintf("0d%016X", s.Bits)
	}
	return fmt.Sprintf("0x%0*X", s.Type.Bits()/4, s.Bits)
}

// opImm returns scalar s as an immediate of a min/max on type t, or false
// when t takes no immediates there (f16, bf16 and packed forms, docs/reference/ptx.md §3).
// A float form takes 0f/0d immediates of its own type whatever the scalar's
// type (a b32 container scalar too): ptxas rejects a hex integer literal on
// max.f32 ("Arguments mismatch").
func opImm(s *ir.Scalar, t ir.ElemType) (string, bool) {
	switch {
	case t == ir.F32 || t == ir.F64:
		return movImm(&ir.Scalar{Type: t, Bits: s.Bits}), true
	case t.IsPacked() || !t.IsInt():
		return "", false
	case t.IsSigned():
		w := uint(64 - t.Bits())
		return strconv.FormatInt(int64(s.Bits<<w)>>w, 10), true
	}
	return strconv.FormatUint(s.Bits, 10), true
}

// scalarArg turns a broadcast scalar input into an operand of type t: an
// immediate where the form takes one, else a register set once (unguarded)
// before the op's instructions.
func (l *lowerer) scalarArg(s *ir.Scalar, t ir.ElemType) arg {
	if imm, ok := opImm(s, t); ok {
		return text(imm)
	}
	return l.scalarReg(s, t)
}

// scalarReg sets a register to scalar s of type t once (unguarded).
func (l *lowerer) scalarReg(s *ir.Scalar, t ir.ElemType) arg {
	r := l.tmp(classOf(t))
	l.insG("", movOp(r.cls), r, text(movImm(&ir.Scalar{Type: t, Bits: s.Bits})))
	return r
}

// laneScalar is lane i of a packed scalar.
func laneScalar(s *ir.Scalar, i int) *ir.Scalar {
	lt := s.Type.Lane()
	w := uint(lt.Bits())
	return &ir.Scalar{Type: lt, Bits: s.Bits >> (w * uint(i)) & (1<<w - 1)}
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

// minmax emits a neutral min/max by its plan.
func (l *lowerer) minmax(o *ir.MinMax, p *plan) {
	t := o.Dst.Tensor.Type
	n := len(o.Srcs)
	// Broadcast scalars, prepared once: for split plans one operand per lane.
	var pre [3][2]arg
	for i, s := range o.Srcs {
		sc, ok := s.(*ir.Scalar)
		if !ok {
			continue
		}
		arg := l.scalarArg
		if p.step.snan {
			arg = l.scalarReg // the sNaN test reads registers
		}
		if p.split {
			pre[i][0] = arg(laneScalar(sc, 0), p.lane)
			pre[i][1] = arg(laneScalar(sc, 1), p.lane)
		} else {
			pre[i][0] = arg(sc, t)
		}
	}
	lc := classOf(p.lane)
	unpack := "mov.b32"
	if t.Bits() == 64 {
		unpack = "mov.b64"
	}
	var src [3]arg
	var lanes [2][3]arg
	for in := range ir.Expand(o) {
		ss := in.Sources()
		if !p.split {
			for i, s := range ss {
				if s.IsScalar() {
					src[i] = pre[i][0]
				} else {
					src[i] = l.localReg(s)
				}
			}
			d := l.dstWrite(o, in.Dst)
			l.lane(p, d, src[:n])
			continue
		}
		for i, s := range ss {
			if s.IsScalar() {
				lanes[0][i], lanes[1][i] = pre[i][0], pre[i][1]
				continue
			}
			lo, hi := l.tmp(lc), l.tmp(lc)
			l.ins(unpack, pack(lo, hi), l.localReg(s))
			lanes[0][i], lanes[1][i] = lo, hi
		}
		dlo, dhi := l.tmp(lc), l.tmp(lc)
		l.lane(p, dlo, lanes[0][:n])
		l.lane(p, dhi, lanes[1][:n])
		l.ins(unpack, l.dstWrite(o, in.Dst), pack(dlo, dhi))
	}
}

// lane emits d = op(srcs...) on the plan's lane type: the three-input form,
// two steps through a temporary, or one step.
func (l *lowerer) lane(p *plan, d arg, srcs []arg) {
	switch {
	case len(srcs) == 3 && p.native3 != nil:
		l.ins(p.native3.Op, d, srcs[0], srcs[1], srcs[2])
	case len(srcs) == 3 && p.step.kind == stepViaF32 && !p.step.snan:
		l.viaF32x3(p.step, d, srcs)
	case len(srcs) == 3:
		// The intermediate is never a signaling NaN (an sNaN input gives
		// the canonical NaN, and min/max of quiet inputs return an input
		// or a quiet NaN), so the second ieee2008 step tests only c.
		t := l.tmp(classOf(p.lane))
		l.step(p.step, t, srcs[0], srcs[1], false)
		l.step(p.step, d, t, srcs[2], true)
	default:
		l.step(p.step, d, srcs[0], srcs[1], false)
	}
}

// step emits a two-input min/max on one lane; quietA says that a is known
// not to be a signaling NaN (the ieee2008 wrapper then tests b alone).
func (l *lowerer) step(s step, d, a, b arg, quietA bool) {
	if s.snan {
		// IEEE 754-2008 maxNum/minNum: the number result, or the
		// canonical NaN when either input is a signaling NaN.
		inner := s
		inner.snan = false
		t := l.tmp(d.cls)
		l.step(inner, t, a, b, false)
		var pa arg
		if !quietA {
			pa = l.isSNaN(a, s.lane)
		}
		pb := l.isSNaN(b, s.lane)
		if quietA {
			pa = pb
		} else {
			l.ins("or.pred", pa, pa, pb)
		}
		selp, canon := snanSelect(s.lane)
		l.ins(selp, d, text(canon), t, pa)
		return
	}
	switch s.kind {
	case stepNative:
		l.ins(s.form.Op, d, a, b)
	case stepNaNExpand:
		// t = op(a, b) returns the number when one input is NaN; replace
		// the result by the canonical NaN when either input is NaN.
		t := l.tmp(d.cls)
		pr := l.tmp(clsPred)
		l.ins(s.form.Op, t, a, b)
		if s.lane == ir.F64 {
			l.ins("setp.nan.f64", pr, a, b)
			l.ins("selp.f64", d, text(canonF64), t, pr)
		} else {
			l.ins("setp.nan.f32", pr, a, b)
			l.ins("selp.f32", d, text(canonF32), t, pr)
		}
	case stepViaF32:
		var a32, b32, t32 arg
		if s.lane == ir.F16 {
			a32, b32, t32 = l.tmp(clsF32), l.tmp(clsF32), l.tmp(clsF32)
			l.ins("cvt.f32.f16", a32, a)
			l.ins("cvt.f32.f16", b32, b)
			l.ins(s.form.Op, t32, a32, b32)
			l.ins("cvt.rn.f16.f32", d, t32)
		} else {
			// bf16 is the high half of an f32: widening and narrowing a
			// result that is one of the inputs are exact.
			a32, b32, t32 = l.tmp(clsB32), l.tmp(clsB32), l.tmp(clsB32)
			l.ins("cvt.u32.u16", a32, a)
			l.ins("shl.b32", a32, a32, text("16"))
			l.ins("cvt.u32.u16", b32, b)
			l.ins("shl.b32", b32, b32, text("16"))
			l.ins(s.form.Op, t32, a32, b32)
			l.ins("shr.u32", t32, t32, text("16"))
			l.ins("cvt.u16.u32", d, t32)
		}
		if s.propagate {
			pr := l.tmp(clsPred)
			l.ins("setp.nan.f32", pr, a32, b32)
			l.ins("selp.b16", d, text(canonHalf), d, pr)
		}
	}
}

// viaF32x3 emits a three-input f16/bf16 min/max below the native half
// forms as op(op(a, b), c) in f32: the three inputs widened once, two f32
// steps, one narrowing. Widening is exact and an f32 min/max of widened
// values returns one of them (or the canonical NaN), so narrowing between
// the steps and widening again, as two stepViaF32 would, changes no bit.
// With propagate the canonical half NaN is selected when any input is NaN.
func (l *lowerer) viaF32x3(s step, d arg, srcs []arg) {
	var w [3]arg
	var t1, t2 arg
	if s.lane == ir.F16 {
		for i, x := range srcs {
			w[i] = l.tmp(clsF32)
			l.ins("cvt.f32.f16", w[i], x)
		}
		t1, t2 = l.tmp(clsF32), l.tmp(clsF32)
		l.ins(s.form.Op, t1, w[0], w[1])
		l.ins(s.form.Op, t2, t1, w[2])
		l.ins("cvt.rn.f16.f32", d, t2)
	} else {
		for i, x := range srcs {
			w[i] = l.tmp(clsB32)
			l.ins("cvt.u32.u16", w[i], x)
			l.ins("shl.b32", w[i], w[i], text("16"))
		}
		t1, t2 = l.tmp(clsB32), l.tmp(clsB32)
		l.ins(s.form.Op, t1, w[0], w[1])
		l.ins(s.form.Op, t2, t1, w[2])
		l.ins("shr.u32", t2, t2, text("16"))
		l.ins("cvt.u16.u32", d, t2)
	}
	if s.propagate {
		p, q := l.tmp(clsPred), l.tmp(clsPred)
		l.ins("setp.nan.f32", p, w[0], w[1])
		l.ins("setp.nan.f32", q, w[2], w[2])
		l.ins("or.pred", p, p, q)
		l.ins("selp.b16", d, text(canonHalf), d, p)
	}
}

// isSNaN emits a test of register x (lane type t) for a signaling NaN:
// |x| above infinity and below the quiet bit (the bit-size and/setp forms
// take .f32/.f64 registers, docs/reference/ptx.md §3).
func (l *lowerer) isSNaN(x arg, t ir.ElemType) arg {
	var cls regClass
	var w, abs, inf, quiet string
	switch t {
	case ir.F32:
		cls, w, abs, inf, quiet = clsB32, "32", "0x7FFFFFFF", "0x7F800000", "0x7FC00000"
	case ir.F64:
		cls, w, abs, inf, quiet = clsB64, "64", "0x7FFFFFFFFFFFFFFF", "0x7FF0000000000000", "0x7FF8000000000000"
	case ir.F16:
		cls, w, abs, inf, quiet = clsB16, "16", "0x7FFF", "0x7C00", "0x7E00"
	default: // bf16
		cls, w, abs, inf, quiet = clsB16, "16", "0x7FFF", "0x7F80", "0x7FC0"
	}
	r := l.tmp(cls)
	p := l.tmp(clsPred)
	l.ins("and.b"+w, r, x, text(abs))
	l.ins("setp.gt.u"+w, p, r, text(inf))
	l.ins("setp.lt.and.u"+w, p, r, text(quiet), p)
	return p
}

// addr returns the memory operand of slot s of a global tensor: the base
// (plus this thread's group offset under a scope other than thread) and a
// byte offset; offsets beyond a 32-bit displacement get their own add.s64.
func (l *lowerer) addr(s ir.Slot, scope ir.Scope) arg {
	t := s.Tensor
	base := l.global[t]
	if scope != ir.Thread && len(ir.GroupStrides(t, scope)) > 0 {
		base = l.groupBase(t, scope)
	}
	off := s.Index * int64(t.Type.Bits()/8)
	if off > math.MaxInt32 {
		r := l.tmp(clsB64)
		l.insG("", "add.s64", r, reg(clsB64, base), text(strconv.FormatInt(off, 10)))
		return arg{kind: argMem, n: r.n}
	}
	return arg{kind: argMem, n: base, off: off}
}

// groupBase computes (once per kernel, unguarded) the address of this
// thread's group coordinate in global tensor t under scope s: the base plus
// Σ coordinate × group stride × element size. Coordinates come from the
// linear thread id L = tid.x + ntid.x·(tid.y + ntid.y·tid.z): warp → lane
// L mod 32; warpgroup → (L/32 mod 4, L mod 32); cta → L; grid → (%ctaid.x, L).
func (l *lowerer) groupBase(t *ir.Tensor, s ir.Scope) int64 {
	key := groupKey{t, s}
	if r, ok := l.group[key]; ok {
		return r
	}
	coords := l.coords[s]
	if coords == nil {
		coords = l.groupCoords(s)
		l.coords[s] = coords
	}
	cur := reg(clsB64, l.global[t])
	elem := int64(t.Type.Bits() / 8)
	for i, st := range ir.GroupStrides(t, s) {
		if i >= len(coords) {
			break
		}
		scale := st * elem
		off := l.tmp(clsB64)
		if scale <= math.MaxUint32 {
			l.insG("", "mul.wide.u32", off, coords[i], text(strconv.FormatInt(scale, 10)))
		} else {
			l.insG("", "cvt.u64.u32", off, coords[i])
			l.insG("", "mul.lo.s64", off, off, text(strconv.FormatInt(scale, 10)))
		}
		sum := l.tmp(clsB64)
		l.insG("", "add.s64", sum, cur, off)
		cur = sum
	}
	l.group[key] = cur.n
	return cur.n
}

// groupCoords computes this thread's group coordinates under scope s.
func (l *lowerer) groupCoords(s ir.Scope) []arg {
	lin := l.linearTid()
	switch s {
	case ir.Warp:
		lane := l.tmp(clsB32)
		l.insG("", "and.b32", lane, lin, text("31"))
		return []arg{lane}
	case ir.Warpgroup:
		w, lane := l.tmp(clsB32), l.tmp(clsB32)
		l.insG("", "shr.u32", w, lin, text("5"))
		l.insG("", "and.b32", w, w, text("3"))
		l.insG("", "and.b32", lane, lin, text("31"))
		return []arg{w, lane}
	case ir.Grid:
		return []arg{l.linearCtaid(), lin}
	}
	return []arg{lin}
}

// linearCtaid is the block's index in the grid, numbered x fastest, then
// y, z (as the verifier's rule grid-extent numbers them): %ctaid.x +
// gx·(%ctaid.y + gy·%ctaid.z) for the kernel's grid(gx, gy, gz).
func (l *lowerer) linearCtaid() arg {
	b := l.tmp(clsB32)
	l.insG("", "mov.u32", b, text("%ctaid.x"))
	gx, gy, gz := max(l.k.Grid[0], 1), max(l.k.Grid[1], 1), max(l.k.Grid[2], 1)
	if gy*gz == 1 {
		return b
	}
	yz := l.tmp(clsB32)
	l.insG("", "mov.u32", yz, text("%ctaid.y"))
	if gz > 1 {
		z := l.tmp(clsB32)
		l.insG("", "mov.u32", z, text("%ctaid.z"))
		l.insG("", "mad.lo.u32", yz, z, text(strconv.Itoa(gy)), yz)
	}
	lin := l.tmp(clsB32)
	l.insG("", "mad.lo.u32", lin, yz, text(strconv.Itoa(gx)), b)
	return lin
}

func (l *lowerer) linearTid() arg {
	if l.linTid >= 0 {
		return reg(clsB32, l.linTid)
	}
	x := l.tmp(clsB32)
	l.insG("", "mov.u32", x, text("%tid.x"))
	lin := x
	bx, by, bz := max(l.k.Block[0], 1), max(l.k.Block[1], 1), max(l.k.Block[2], 1)
	if by*bz > 1 {
		y, z, yz := l.tmp(clsB32), l.tmp(clsB32), l.tmp(clsB32)
		lin = l.tmp(clsB32)
		l.insG("", "mov.u32", y, text("%tid.y"))
		l.insG("", "mov.u32", z, text("%tid.z"))
		l.insG("", "mad.lo.u32", yz, z, text(strconv.Itoa(by)), y)
		l.insG("", "mad.lo.u32", lin, yz, text(strconv.Itoa(bx)), x)
	}
	l.linTid = lin.n
	return lin
}

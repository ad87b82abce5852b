package ptxexec

import (
	"fmt"
	"strings"

	"github.com/lowerc/lowerc/ir"
	"github.com/lowerc/lowerc/semantics"
	"github.com/lowerc/lowerc/targets/ptx"
	"github.com/lowerc/lowerc/verify"
	"github.com/lowerc/lowerc/verify/tv"
)

// Target is the PTX executor seen from the commands that run code
// (tv.Target).
//
// Cases: every min/max op (neutral or apply ptx atom) of the module is
// lowered on its own, in a one-thread kernel of the same kernel's shape
// reduced to one element: %A, %B[, %C] and %O are one-element global
// tensors of the op's type, loaded into locals, the op applied with the
// same kind, NaN policy, nsz and ftz (scalar operands become loaded inputs,
// so the sequence is checked for every value, not one constant; pred,
// scope and preserve_dst do not change what one element computes and are
// left out), and the result stored. The emitted code of that kernel is the
// Case's Func (run by RunKernel), with the declared semantics: tv.Declared
// for a neutral op, the form's model for an atom. f32x2 (no packed model)
// becomes one case per lane.
//
// Funcs: every .func of a PTX file by llc's convention (the .param inputs in
// order, the one return param is the result), with the signature sig gives
// for its name; .entry kernels are skipped. A function the executor cannot
// run, or whose params do not fit the signature, is a Func whose Run
// returns the positioned error.
//
// Kernel: the whole lowered kernel, launched over its grid and block.
type Target struct{}

var _ tv.Target = Target{}

// Cases implements tv.Target.
func (Target) Cases(m *ir.Module, file string, o tv.Options) ([]tv.Case, error) {
	b, err := ptx.New(o.Arch, o.PTX)
	if err != nil {
		return nil, err
	}
	if errs := verify.Module(m, b); len(errs) > 0 {
		return nil, errs
	}
	var cases []tv.Case
	for _, k := range m.Kernels {
		for _, op := range k.Body {
			cs, err := opCases(b, op)
			if err != nil {
				return nil, err
			}
			cases = append(cases, cs...)
		}
	}
	return cases, nil
}

// opCases lowers one op alone (nil for ops that are not min/max).
func opCases(b *ptx.Backend, op ir.Op) ([]tv.Case, error) {
	var model *semantics.Model
	var text string
	var dt ir.ElemType
	var nsrc int
	where := op.Base().Pos.String() + " " + ir.FormatOp(op)
	switch o := op.(type) {
	case *ir.MinMax:
		dt, nsrc = o.Dst.Tensor.Type, len(o.Srcs)
		lane, _, ok := tv.SemType(dt)
		if !ok {
			return nil, fmt.Errorf("%s: no semantics type for %s", where, dt)
		}
		m, err := tv.Declared(o, lane)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", where, err)
		}
		model = m
		var attrs []string
		attrs = append(attrs, "nan = "+o.NaN.String())
		if o.NSZ {
			attrs = append(attrs, "nsz")
		}
		if o.FTZ {
			attrs = append(attrs, "ftz")
		}
		text = fmt.Sprintf("%%d = %s %s {%s}", o.Kind, srcList(nsrc), strings.Join(attrs, ", "))
	case *ir.Apply:
		if o.Target != "ptx" {
			return nil, fmt.Errorf("%s: an AMD GPU atom; the target is PTX", where)
		}
		dt, nsrc = o.Dst.Tensor.Type, len(o.Srcs)
		canon, err := ptx.Canonical(o.Opcode)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", where, err)
		}
		f := ptx.Lookup(canon, nsrc)
		if f == nil {
			return nil, fmt.Errorf("%s: no form %s with %d inputs", where, canon, nsrc)
		}
		m := semantics.PTXRef(f.Model).Model()
		if m == nil {
			return nil, fmt.Errorf("%s: %s with %d inputs names no model", where, canon, nsrc)
		}
		model = m
		text = fmt.Sprintf("%%d = apply ptx %q %s", o.Opcode, srcList(nsrc))
	default:
		return nil, nil
	}
	st, lanes, err := funcType(dt, model)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", where, err)
	}
	fn, code, err := lowerOne(b, dt, nsrc, text)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", where, err)
	}
	elem := dt.Bits() / 8
	name := b.Name()
	if lanes == 0 { // f32x2: one case per lane
		var out []tv.Case
		for j := range 2 {
			out = append(out, tv.Case{Func: &laneFunc{kernelFunc{fn: fn, code: code, name: fmt.Sprintf("%s lane %d", name, j), arity: nsrc, typ: st, elem: elem}, j},
				Model: model, Where: fmt.Sprintf("%s (lane %d)", where, j)})
		}
		return out, nil
	}
	return []tv.Case{{Func: &kernelFunc{fn: fn, code: code, name: name, arity: nsrc, typ: st, elem: elem}, Model: model, Where: where}}, nil
}

func srcList(n int) string {
	s := "%a, %b"
	if n == 3 {
		s += ", %c"
	}
	return s
}

// funcType is the semantics type of a Func on IR type dt; lanes 0 means
// f32x2, validated lane by lane. Containers (atoms on b32) take the model's
// type.
func funcType(dt ir.ElemType, m *semantics.Model) (semantics.Type, int, error) {
	switch dt {
	case ir.F16x2:
		return semantics.F16x2, 2, nil
	case ir.BF16x2:
		return semantics.BF16x2, 2, nil
	case ir.S16x2:
		return semantics.S16x2, 2, nil
	case ir.U16x2:
		return semantics.U16x2, 2, nil
	case ir.F32x2:
		return semantics.F32, 0, nil
	case ir.B16, ir.B32, ir.B64:
		t := m.DefaultType()
		if t.Bits() != dt.Bits() {
			return 0, 0, fmt.Errorf("%s holds %d bits; %s takes %s", dt, dt.Bits(), m.Name(), t)
		}
		return t, t.Lanes(), nil
	}
	lane, _, ok := tv.SemType(dt)
	if !ok {
		return 0, 0, fmt.Errorf("no semantics type for %s", dt)
	}
	return lane, 1, nil
}

// lowerOne lowers "text" (one op on %a, %b[, %c] into %d) in a one-element
// kernel and returns the parsed kernel.
func lowerOne(b *ptx.Backend, dt ir.ElemType, nsrc int, text string) (*Function, []byte, error) {
	ins := []string{"A", "B", "C"}[:nsrc]
	var src strings.Builder
	src.WriteString("kernel @v(")
	for _, n := range ins {
		fmt.Fprintf(&src, "%%%s: global %s[1], ", n, dt)
	}
	fmt.Fprintf(&src, "%%O: global %s[1]) grid(1) block(1) {\n", dt)
	for _, n := range append(ins, "D") {
		fmt.Fprintf(&src, "  %%%s = alloc.local %s[1]\n", strings.ToLower(n), dt)
	}
	for _, n := range ins {
		fmt.Fprintf(&src, "  %%%s = load %%%s\n", strings.ToLower(n), n)
	}
	fmt.Fprintf(&src, "  %s\n  store %%O, %%d\n}\n", text)
	m, err := ir.Parse("validate.tile", []byte(src.String()))
	if err != nil {
		return nil, nil, err
	}
	if errs := verify.Module(m, b); len(errs) > 0 {
		return nil, nil, errs
	}
	res, err := b.Lower(m)
	if err != nil {
		return nil, nil, err
	}
	pm, err := Parse("validate.ptx", res.PTX)
	if err != nil {
		return nil, nil, fmt.Errorf("the executor cannot read the lowering: %v", err)
	}
	f := pm.Func("v")
	if f == nil {
		return nil, nil, fmt.Errorf("the lowering has no kernel v")
	}
	if f.Err != nil {
		return nil, nil, fmt.Errorf("the executor cannot run the lowering: %v\n%s", f.Err, res.PTX)
	}
	return f, res.PTX, nil
}

// kernelFunc is a one-element kernel as a tv.Func.
type kernelFunc struct {
	fn    *Function
	code  []byte // the lowered module
	name  string
	arity int
	typ   semantics.Type
	elem  int
}

func (k *kernelFunc) Name() string         { return k.name }
func (k *kernelFunc) Arity() int           { return k.arity }
func (k *kernelFunc) Type() semantics.Type { return k.typ }

// Code returns the PTX module the Func runs (the op alone in a kernel).
func (k *kernelFunc) Code() []byte { return k.code }

func (k *kernelFunc) Run(in [][]uint64, out []uint64) error {
	return k.fn.RunKernel(in, out, k.elem)
}

// RunFit implements tv.FitFunc: the inputs fit the element.
func (k *kernelFunc) RunFit(in [][]uint64, out []uint64) error {
	return k.fn.runKernelFit(in, out, k.elem, true)
}

// laneFunc runs lane j of an f32x2 op: input k in lane j, input k+1 (mod
// arity) in the other lane, so that code mixing up lanes shows.
type laneFunc struct {
	kernelFunc
	lane int
}

// RunFit implements tv.FitFunc (the packed inputs of Run fit 8 bytes
// whatever in holds).
func (l *laneFunc) RunFit(in [][]uint64, out []uint64) error { return l.Run(in, out) }

func (l *laneFunc) Run(in [][]uint64, out []uint64) error {
	n := len(out)
	packed := make([][]uint64, len(in))
	for k := range in {
		p := make([]uint64, n)
		other := in[(k+1)%len(in)]
		for i := range p {
			x, y := in[k][i]&0xffffffff, other[i]&0xffffffff
			if l.lane == 0 {
				p[i] = x | y<<32
			} else {
				p[i] = y | x<<32
			}
		}
		packed[k] = p
	}
	if err := l.fn.runKernelFit(packed, out, 8, true); err != nil {
		return err
	}
	for i := range out {
		out[i] = out[i] >> (32 * uint(l.lane)) & 0xffffffff
	}
	return nil
}

// Funcs implements tv.Target.
func (Target) Funcs(file string, src []byte, sig func(fn string) (tv.Signature, error), o tv.Options) ([]tv.Func, error) {
	m, err := Parse(file, src)
	if err != nil {
		return nil, err
	}
	var out []tv.Func
	for _, f := range m.Funcs {
		if f.Entry {
			continue
		}
		s, err := sig(f.Name)
		if err != nil {
			return nil, err
		}
		out = append(out, &plainFunc{f: f, sig: s, err: checkSignature(f, s)})
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: no .func to validate (kernels, .entry, do not follow the calling convention)", file)
	}
	return out, nil
}

func checkSignature(f *Function, s tv.Signature) error {
	if f.Err != nil {
		return f.Err
	}
	bytes := s.Type.Bits() / 8
	if len(f.Params) != s.Arity {
		return fmt.Errorf("%s: %s has %d params; a %d-input function is expected", f.Pos, f.Name, len(f.Params), s.Arity)
	}
	for _, p := range f.Params {
		if p.Size != bytes {
			return fmt.Errorf("%s: param %s has %d bytes; %s takes %d", p.Pos, p.Name, p.Size, s.Type, bytes)
		}
	}
	if len(f.Rets) != 1 || f.Rets[0].Size != bytes {
		return fmt.Errorf("%s: %s must return one %d-byte param (%s)", f.Pos, f.Name, bytes, s.Type)
	}
	return nil
}

type plainFunc struct {
	f   *Function
	sig tv.Signature
	err error
}

func (p *plainFunc) Name() string         { return p.f.Name }
func (p *plainFunc) Arity() int           { return p.sig.Arity }
func (p *plainFunc) Type() semantics.Type { return p.sig.Type }
func (p *plainFunc) Run(in [][]uint64, out []uint64) error {
	if p.err != nil {
		return p.err
	}
	return p.f.Run(in, out)
}

// RunFit implements tv.FitFunc: the inputs fit the params (the signature's
// type has the params' size, checkSignature).
func (p *plainFunc) RunFit(in [][]uint64, out []uint64) error {
	if p.err != nil {
		return p.err
	}
	return p.f.run(in, out, true)
}

// Kernel implements tv.Target.
func (Target) Kernel(m *ir.Module, kernel string, o tv.Options) (tv.Kernel, error) {
	b, err := ptx.New(o.Arch, o.PTX)
	if err != nil {
		return nil, err
	}
	var k *ir.Kernel
	for _, kk := range m.Kernels {
		if kk.Name == kernel {
			k = kk
		}
	}
	if k == nil {
		return nil, fmt.Errorf("no kernel @%s in %s", kernel, m.File)
	}
	res, err := b.Lower(m)
	if err != nil {
		return nil, err
	}
	pm, err := Parse(m.File+".ptx", res.PTX)
	if err != nil {
		return nil, err
	}
	f := pm.Func(strings.ReplaceAll(kernel, ".", "$"))
	if f == nil {
		return nil, fmt.Errorf("the lowering has no entry for @%s", kernel)
	}
	if f.Err != nil {
		return nil, f.Err
	}
	return newKernelRun(f, k), nil
}

// EntryKernel returns entry f (of PTX read by Parse, such as llc-19's for
// lowerc's LLVM IR of tile kernel k) run as k's launch: k's global tensors
// as pointer params and its preds as 0/1 values, in parameter order, grid
// and block as k declares them. It is a tv.TupleKernel, as lowerc's own
// PTX's kernels are: RunTuples runs thread 0 of block 0 once per tuple.
func EntryKernel(f *Function, k *ir.Kernel) (tv.TupleKernel, error) {
	if err := f.entry(len(k.Params)); err != nil {
		return nil, err
	}
	return newKernelRun(f, k), nil
}

func newKernelRun(f *Function, k *ir.Kernel) *kernelRun {
	dims := func(d [3]int) [3]int { return [3]int{max(d[0], 1), max(d[1], 1), max(d[2], 1)} }
	return &kernelRun{f: f, k: k, grid: dims(k.Grid), block: dims(k.Block)}
}

type kernelRun struct {
	f           *Function
	k           *ir.Kernel
	grid, block [3]int
}

// kernelArgs converts the tile kernel's arguments to the entry's: a global
// tensor is a pointer to its memory, a true pred the value 1.
func (r *kernelRun) kernelArgs(args []tv.Arg) ([]KernelArg, error) {
	if len(args) != len(r.k.Params) {
		return nil, fmt.Errorf("kernel @%s takes %d arguments, given %d", r.k.Name, len(r.k.Params), len(args))
	}
	ka := make([]KernelArg, len(args))
	for i, a := range args {
		if r.k.Params[i].Space == ir.Global {
			ka[i] = KernelArg{Mem: a.Mem, Pointer: true}
		} else if a.Pred {
			ka[i] = KernelArg{Value: 1}
		}
	}
	return ka, nil
}

func (r *kernelRun) Run(args []tv.Arg) error {
	ka, err := r.kernelArgs(args)
	if err != nil {
		return err
	}
	return r.f.Launch(r.grid, r.block, ka)
}

var _ tv.TupleKernel = (*kernelRun)(nil)

// RunTuples implements tv.TupleKernel.
func (r *kernelRun) RunTuples(args []tv.Arg, n int, ins, outs []tv.Column) error {
	ka, err := r.kernelArgs(args)
	if err != nil {
		return err
	}
	size := func(i int) int { return r.k.Params[i].Type.Bits() / 8 }
	return r.f.RunTuples(r.grid, r.block, ka, size, n, ins, outs)
}

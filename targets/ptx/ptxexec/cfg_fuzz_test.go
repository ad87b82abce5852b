package ptxexec

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

// A gstmt is one statement of a random branchy body (FuzzCFG).
type gstmt struct {
	kind    int // gLabel … gMov
	d, a, b int // registers %r0 … %r3 (%p0 … %p2 for setp's d)
	imm     uint32
	guard   int // predicate, -1 for none
	neg     bool
	label   int // gLabel: its id; gBra: the target (nLabels: undefined)
	uni     bool
}

const (
	gLabel = iota
	gAdd
	gXor
	gSetp
	gBra
	gRet
	gSt
	gShr
	gLd  // ld.param %r<d>, [param a]
	gMov // mov.b32 %r<d>, imm
	gKinds
)

// genCFG decodes a body from data: %r0, %r1 the params, %r2 and %r3
// initialized or not, every predicate set; then up to 40 statements of
// every kind, branches to labels before or after them (or to none), and
// a store of %r0 and ret at the end.
func genCFG(data []byte) (body []gstmt, nLabels int) {
	i := 0
	next := func() int {
		if i >= len(data) {
			return 0
		}
		i++
		return int(data[i-1])
	}
	body = []gstmt{{kind: gLd, d: 0, a: 0, guard: -1}, {kind: gLd, d: 1, a: 1, guard: -1}}
	init := next()
	for r := 2; r < 4; r++ {
		if init>>(2*r)&3 != 0 { // else not at all: a quarter of the bodies
			body = append(body, gstmt{kind: gMov, d: r, imm: uint32(next()), guard: -1})
		}
	}
	for p := range 3 {
		body = append(body, gstmt{kind: gSetp, d: p, a: p % 2, imm: uint32(next() * 97), guard: -1})
	}
	for len(body) < 45 && i < len(data) {
		op := next()
		s := gstmt{kind: op % (gKinds - 2), d: next() % 4, a: next() % 4, b: op / 16 % 4, imm: uint32(next()), guard: -1}
		if s.kind == gLabel {
			s.label = nLabels
			nLabels++
		}
		if s.kind == gSetp {
			s.d %= 3
		}
		if op&0x80 != 0 && s.kind != gLabel {
			s.guard, s.neg = s.a%3, op&0x40 != 0
		}
		s.uni = op&0x20 != 0
		body = append(body, s)
	}
	for k := range body {
		if body[k].kind == gBra {
			body[k].label = int(body[k].imm) % max(nLabels, 1)
			if body[k].imm >= 250 || nLabels == 0 {
				body[k].label = nLabels // no such label
			}
		}
	}
	body = append(body, gstmt{kind: gSt, a: 0, guard: -1}, gstmt{kind: gRet, guard: -1})
	return body, nLabels
}

// ptxOf writes the body as a .func of two .b32 params and a .b32 result.
func ptxOf(body []gstmt) string {
	var b strings.Builder
	b.WriteString(".version 7.8\n.target sm_90\n.address_size 64\n.visible .func (.param .b32 func_retval0) g(.param .b32 g_param_0, .param .b32 g_param_1)\n{\n" +
		"\t.reg .pred %p<3>;\n\t.reg .b32 %r<4>;\n")
	for _, s := range body {
		if s.kind == gLabel {
			fmt.Fprintf(&b, "$L%d:\n", s.label)
			continue
		}
		b.WriteString("\t")
		if s.guard >= 0 {
			b.WriteString("@")
			if s.neg {
				b.WriteString("!")
			}
			fmt.Fprintf(&b, "%%p%d ", s.guard)
		}
		switch s.kind {
		case gAdd:
			fmt.Fprintf(&b, "add.s32 %%r%d, %%r%d, %d;\n", s.d, s.a, s.imm)
		case gXor:
			fmt.Fprintf(&b, "xor.b32 %%r%d, %%r%d, %%r%d;\n", s.d, s.a, s.b)
		case gSetp:
			fmt.Fprintf(&b, "setp.lt.u32 %%p%d, %%r%d, %d;\n", s.d, s.a, s.imm)
		case gBra:
			op := "bra"
			if s.uni {
				op = "bra.uni"
			}
			fmt.Fprintf(&b, "%s $L%d;\n", op, s.label)
		case gRet:
			b.WriteString("ret;\n")
		case gSt:
			fmt.Fprintf(&b, "st.param.b32 [func_retval0+0], %%r%d;\n", s.a)
		case gShr:
			fmt.Fprintf(&b, "shr.u32 %%r%d, %%r%d, 1;\n", s.d, s.a)
		case gLd:
			fmt.Fprintf(&b, "ld.param.b32 %%r%d, [g_param_%d];\n", s.d, s.a)
		case gMov:
			fmt.Fprintf(&b, "mov.b32 %%r%d, %d;\n", s.d, s.imm)
		}
	}
	b.WriteString("}\n")
	return b.String()
}

var errInterp = errors.New("interpreter error")

// interpCFG runs the body for one thread, statement by statement: the
// PTX ISA's meaning of each (a false guard does nothing and reads nothing;
// a taken bra goes to its label), written independently of the executor.
// A read of a register this thread has not written, or more than maxBack
// backward branches, is an error.
func interpCFG(body []gstmt, a, b uint32) (uint32, error) {
	var r [4]uint32
	var rdef [4]bool
	var p [3]bool
	var pdef [3]bool
	var ret uint32
	labels := map[int]int{}
	for k, s := range body {
		if s.kind == gLabel {
			labels[s.label] = k
		}
	}
	back := 0
	get := func(k int) (uint32, error) {
		if !rdef[k] {
			return 0, errInterp
		}
		return r[k], nil
	}
	for pc := 0; pc < len(body); pc++ {
		s := body[pc]
		if s.guard >= 0 {
			if !pdef[s.guard] {
				return 0, errInterp
			}
			if p[s.guard] == s.neg {
				continue
			}
		}
		var x, y uint32
		var err error
		switch s.kind {
		case gAdd, gSetp, gShr, gSt:
			x, err = get(s.a)
		case gXor:
			if x, err = get(s.a); err == nil {
				y, err = get(s.b)
			}
		}
		if err != nil {
			return 0, err
		}
		switch s.kind {
		case gAdd:
			r[s.d], rdef[s.d] = x+s.imm, true
		case gXor:
			r[s.d], rdef[s.d] = x^y, true
		case gShr:
			r[s.d], rdef[s.d] = x>>1, true
		case gSetp:
			p[s.d], pdef[s.d] = x < s.imm, true
		case gSt:
			ret = x
		case gLd:
			r[s.d], rdef[s.d] = [2]uint32{a, b}[s.a], true
		case gMov:
			r[s.d], rdef[s.d] = s.imm, true
		case gRet:
			return ret, nil
		case gBra:
			t, ok := labels[s.label]
			if !ok {
				return 0, errInterp
			}
			if t <= pc {
				if back++; back > maxBack {
					return 0, errInterp
				}
			}
			pc = t
		}
	}
	return ret, nil
}

// staticFault reports whether the body reads a register no statement
// writes or branches to a label it lacks (compile errors).
func staticFault(body []gstmt, nLabels int) bool {
	var w [4]bool
	for _, s := range body {
		if s.kind == gAdd || s.kind == gXor || s.kind == gShr || s.kind == gLd || s.kind == gMov {
			w[s.d] = true
		}
	}
	for _, s := range body {
		switch {
		case s.kind == gBra && s.label == nLabels:
			return true
		case (s.kind == gAdd || s.kind == gSetp || s.kind == gShr || s.kind == gSt || s.kind == gXor) && !w[s.a]:
			return true
		case s.kind == gXor && !w[s.b]:
			return true
		}
	}
	return false
}

// FuzzCFG: random branch structures (forward and backward branches,
// bra.uni, guarded branches and rets, registers defined on some ways
// only, labels missing) either fail to compile with a positioned error
// that the body explains, or run over 40 executions at once (divergent
// inside the block of executions) as interpCFG runs each alone: the same
// results, or an error for an execution that interpCFG fails too; never a
// panic or a hang (maxBack bounds the loops).
func FuzzCFG(f *testing.F) {
	f.Add([]byte{0x0c, 1, 2, 3, 0, 0, 0, 0, 4, 1, 2, 0, 0x84, 1, 2, 1, 1, 1, 2, 3, 0, 0, 0, 0})
	f.Add([]byte{0, 5, 9, 200, 0, 0, 0, 0, 1, 3, 0, 7, 0x83, 1, 0, 150, 0xc4, 0, 0, 0, 7, 2, 0, 0, 6, 0, 1, 0})
	f.Add([]byte{0x08, 1, 1, 1, 0, 0, 0, 0, 0x85, 0, 1, 0, 0x24, 0, 0, 1, 0, 0, 0, 0, 0x13, 3, 2, 0})
	f.Add([]byte{0xff, 0x80, 0x81, 0x82, 0x83, 0x84, 0x85, 0x86, 0x87, 0x04, 0x04, 0x04, 0x04})
	f.Fuzz(func(t *testing.T, data []byte) {
		defer func(m int) { maxBack = m }(maxBack)
		maxBack = 64
		body, nl := genCFG(data)
		src := ptxOf(body)
		m, err := Parse("fuzz.ptx", []byte(src))
		if err != nil {
			t.Fatalf("the generator writes valid syntax: %v\n%s", err, src)
		}
		fn := m.Func("g")
		if fn.Err != nil {
			msg := fn.Err.Error()
			if !strings.HasPrefix(msg, "fuzz.ptx:") {
				t.Fatalf("unpositioned error %q", msg)
			}
			// straight-line code (no branch left after if-conversion)
			// has stricter rules: reads in program order, nothing after ret
			if !staticFault(body, nl) && !strings.Contains(msg, "no earlier instruction writes") && !strings.Contains(msg, "cannot be reached") {
				t.Fatalf("compile error %q on a body without a static fault\n%s", msg, src)
			}
			return
		}
		if staticFault(body, nl) && fn.prog.cfg != nil {
			t.Fatalf("a static fault compiled\n%s", src)
		}
		const n = 40
		in := [][]uint64{make([]uint64, n), make([]uint64, n)}
		for i := range n {
			h := uint64(i)*0x9e3779b97f4a7c15 ^ uint64(len(data))<<32
			for _, c := range data {
				h = (h ^ uint64(c)) * 0x100000001b3
			}
			in[0][i], in[1][i] = h&0xffffffff, h>>40
			if i%3 == 0 {
				in[0][i] &= 0x3ff
			}
		}
		out := make([]uint64, n)
		runErr := fn.Run(in, out)
		var want [n]uint32
		var fails [n]bool
		anyFail := false
		for i := range n {
			want[i], err = interpCFG(body, uint32(in[0][i]), uint32(in[1][i]))
			fails[i] = err != nil
			anyFail = anyFail || fails[i]
		}
		if runErr != nil {
			var re *RunError
			if !errors.As(runErr, &re) || re.Exec < 0 || re.Exec >= n {
				t.Fatalf("run error %v is not an execution's\n%s", runErr, src)
			}
			if !fails[re.Exec] {
				t.Fatalf("run error %v for an execution the interpreter runs to %#x\n%s", runErr, want[re.Exec], src)
			}
			return
		}
		if anyFail {
			t.Fatalf("the interpreter fails an execution the executor runs\n%s", src)
		}
		for i := range n {
			if uint32(out[i]) != want[i] || out[i]>>32 != 0 {
				t.Fatalf("execution %d (%#x, %#x): executor %#x, interpreter %#x\n%s", i, in[0][i], in[1][i], out[i], want[i], src)
			}
		}
	})
}

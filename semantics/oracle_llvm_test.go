package semantics

import (
	"bufio"
	"bytes"
	"fmt"
	"regexp"
	"strconv"
	"testing"

	"github.com/lowerc/lowerc/internal/oracle"
)

// TestLLVMOracle checks the llvm19:* relations against opt-19's constant
// folder: one module holds a function per (intrinsic, type, input pair) that
// returns the result's bits; after -passes=instsimplify every folded result
// must be allowed by the relation, and equal the llvm19-fold:* function that
// models the folder. LLVM 19 does not fold maximumnum and
// minimumnum (docs/reference/semantics.md F8); the test counts what was folded.
func TestLLVMOracle(t *testing.T) {
	opt := oracle.Require(t, oracle.Opt)
	nRand := 150
	if testing.Short() {
		nRand = 20
	}
	type tyInfo struct {
		t      Type
		ir, in string // IR float type, integer type of the same width
		sfx    string
	}
	tys := []tyInfo{{F32, "float", "i32", "f32"}, {F64, "double", "i64", "f64"}, {F16, "half", "i16", "f16"}, {BF16, "bfloat", "i16", "bf16"}}
	ops := []string{"maxnum", "minnum", "maximum", "minimum", "maximumnum", "minimumnum"}
	type tcase struct {
		op string
		ty tyInfo
		a  uint64
		b  uint64
	}
	var cases []tcase
	var mod bytes.Buffer
	for _, ty := range tys {
		for _, op := range ops {
			fmt.Fprintf(&mod, "declare %s @llvm.%s.%s(%s, %s)\n", ty.ir, op, ty.sfx, ty.ir, ty.ir)
		}
		for _, in := range oracleInputs(ty.t, nRand, 3) {
			for _, op := range ops {
				k := len(cases)
				cases = append(cases, tcase{op, ty, in[0], in[1]})
				sa := intLit(ty.t, in[0])
				sb := intLit(ty.t, in[1])
				fmt.Fprintf(&mod, "define %s @c%d() {\n  %%r = call %s @llvm.%s.%s(%s bitcast (%s %s to %s), %s bitcast (%s %s to %s))\n  %%b = bitcast %s %%r to %s\n  ret %s %%b\n}\n",
					ty.in, k, ty.ir, op, ty.sfx, ty.ir, ty.in, sa, ty.ir, ty.ir, ty.in, sb, ty.ir, ty.ir, ty.in, ty.in)
			}
		}
	}
	out, err := oracle.Run(opt, mod.Bytes(), "-S", "-passes=instsimplify", "-")
	if err != nil {
		t.Fatal(err)
	}
	folded := map[string]int{}
	bad, exactBad := 0, 0
	for _, fr := range optFolded(t, out, len(cases)) {
		c := cases[fr.n]
		bits := uint64(fr.v) & c.ty.t.Mask()
		folded[c.op]++
		if c.op != "maximumnum" && c.op != "minimumnum" {
			// The folder itself, exactly.
			fr, _ := MustLookup("llvm19-fold:"+c.op).Eval(c.ty.t, c.a, c.b, 0)
			if fr.Bits() != bits {
				if exactBad++; exactBad <= 10 {
					t.Errorf("opt-19 folds llvm.%s.%s(%s, %s) to %s; llvm19-fold:%s gives %s", c.op, c.ty.sfx,
						FormatBits(c.ty.t, c.a), FormatBits(c.ty.t, c.b), FormatBits(c.ty.t, bits), c.op, fr.String(c.ty.t))
				}
			}
		}
		r, _ := MustLookup("llvm19:"+c.op).Eval(c.ty.t, c.a, c.b, 0)
		if !r.Allows(c.ty.t, bits) {
			if bad++; bad <= 10 {
				t.Errorf("opt-19 folds llvm.%s.%s(%s, %s) to %s, which llvm19:%s does not allow (%s)", c.op, c.ty.sfx,
					FormatBits(c.ty.t, c.a), FormatBits(c.ty.t, c.b), FormatBits(c.ty.t, bits), c.op, r.String(c.ty.t))
			}
		}
	}
	if folded["maxnum"] == 0 || folded["maximum"] == 0 {
		t.Fatalf("opt-19 folded nothing: %v", folded)
	}
	t.Logf("%d calls, folded per intrinsic %v: %d not allowed by llvm19:*, %d differ from llvm19-fold:*", len(cases), folded, bad, exactBad)
}

// intLit prints bit pattern x as a signed decimal integer literal of t's width.
func intLit(t Type, x uint64) string {
	switch t.Bits() {
	case 16:
		return strconv.Itoa(int(int16(x)))
	case 32:
		return strconv.Itoa(int(int32(x)))
	}
	return strconv.FormatInt(int64(x), 10)
}

// A foldedRet is a function @cN() whose body opt folded to "ret iK v".
type foldedRet struct {
	n int
	v int64
}

// optFolded reads the opt -S output of a module of functions @c0() …
// @c<cases-1>() that each return an integer, and returns, in output order,
// those whose first instruction is a constant return (the others still
// compute, e.g. call the intrinsic, and are left out).
func optFolded(t *testing.T, out []byte, cases int) []foldedRet {
	t.Helper()
	defRe := regexp.MustCompile(`^define i\d+ @c(\d+)\(\)`)
	retRe := regexp.MustCompile(`^\s+ret i\d+ (-?\d+)$`)
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	var res []foldedRet
	cur := -1
	for sc.Scan() {
		line := sc.Text()
		if m := defRe.FindStringSubmatch(line); m != nil {
			cur, _ = strconv.Atoi(m[1])
			if cur >= cases {
				t.Fatalf("opt output names @c%d, but there are %d cases", cur, cases)
			}
			continue
		}
		if cur < 0 {
			continue
		}
		if m := retRe.FindStringSubmatch(line); m != nil {
			v, err := strconv.ParseInt(m[1], 10, 64)
			if err != nil {
				t.Fatal(err)
			}
			res = append(res, foldedRet{cur, v})
		}
		cur = -1 // only the first line of a body counts
	}
	return res
}

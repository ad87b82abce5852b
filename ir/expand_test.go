package ir

import (
	"fmt"
	"strings"
	"testing"
)

func mustParse(t testing.TB, src string) *Module {
	t.Helper()
	m, err := Parse("t.tile", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func opAt(m *Module, i int) Op { return m.Kernels[0].Body[i] }

func expandString(op Op) string {
	var b strings.Builder
	for in := range Expand(op) {
		fmt.Fprintf(&b, "%d:", in.Repeat)
		for _, s := range append([]Slot{in.Dst}, in.Sources()...) {
			if s.IsScalar() {
				fmt.Fprintf(&b, " #%x", s.Scalar.Bits)
			} else {
				fmt.Fprintf(&b, " %s%d", s.Tensor.Name, s.Index)
			}
		}
		b.WriteString("\n")
	}
	return b.String()
}

// TestExpand pins the expansion rule: one instruction per row-major repeat
// coordinate, each tensor's slot given by its own strides, scalars reused.
// The expected slots are worked out by hand from the layouts.
func TestExpand(t *testing.T) {
	tests := []struct {
		name  string
		decls string
		op    string
		want  string
	}{
		{"seed: four three-input maxima, no accumulation",
			"%a = alloc.local f32[4,1]\n%b = alloc.local f32[4,1]",
			"%a = max %a, %b, f32 0.0",
			"0: a0 a0 b0 #0\n1: a1 a1 b1 #0\n2: a2 a2 b2 #0\n3: a3 a3 b3 #0\n"},
		{"two repeat axes row-major, strided and transposed layouts",
			"%a = alloc.local f32[2,3,1]\n%b = alloc.local f32[2,3,1] layout [1,2,1]\n%c = alloc.local f32[2,3,1] layout [6,2,1]",
			"%a = min %b, %c",
			"0: a0 b0 c0\n1: a1 b2 c2\n2: a2 b4 c4\n3: a3 b1 c6\n4: a4 b3 c8\n5: a5 b5 c10\n"},
		{"scalar tile: no repeat axes",
			"%a = alloc.local f64[1]",
			"%a = mov f64 -0.0",
			"0: a0 #8000000000000000\n"},
		{"global source with a strided layout",
			"%a = alloc.local f16x2[3,1]",
			"%a = load %G",
			"0: a0 G0\n1: a1 G5\n2: a2 G10\n"},
		{"cta scope, global source with strided group and repeat axes: the index leaves out the group part",
			"%c = alloc.local f32[32,3,1] layout [2,1] {scope = cta}",
			"%c = load %C {scope = cta}",
			"0: c0 C0\n1: c2 C7\n2: c4 C14\n"},
		{"grid scope: two group axes (block, thread), then the repeat axis",
			"%q = alloc.local f32[4,32,3,1] {scope = grid}",
			"%q = load %Q {scope = grid}",
			"0: q0 Q0\n1: q1 Q1\n2: q2 Q2\n"},
		{"warp scope: the group axis is spread over lanes",
			"%w = alloc.local f32[32,2,1] {scope = warp}",
			"store %W, %w {scope = warp}",
			"0: W0 w0\n1: W1 w1\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := "kernel @k(%G: global f16x2[3,1] layout [5,1], %W: global f32[32,2,1], %C: global f32[32,3,1] layout [1,7,1], %Q: global f32[4,32,3,1]) grid(4) block(32) {\n" +
				tt.decls + "\n" + tt.op + "\n}\n"
			m := mustParse(t, src)
			body := m.Kernels[0].Body
			op := body[len(body)-1]
			if got := expandString(op); got != tt.want {
				t.Errorf("got:\n%swant:\n%s", got, tt.want)
			}
			if n := Count(op); int(n) != strings.Count(tt.want, "\n") {
				t.Errorf("Count = %d", n)
			}
		})
	}
}

func TestGroupStrides(t *testing.T) {
	m := mustParse(t, "kernel @k(%W: global f32[32,2,1] layout [4,2,1]) grid(1) block(32) {\n}\n")
	w := m.Kernels[0].Params[0]
	if got := GroupStrides(w, Warp); len(got) != 1 || got[0] != 4 {
		t.Errorf("GroupStrides(warp) = %v, want [4]", got)
	}
	m = mustParse(t, "kernel @k(%G: global f32[4,32,3,1] layout [1000,3,100,1]) grid(1) block(128) {\n}\n")
	if got := GroupStrides(m.Kernels[0].Params[0], Warpgroup); len(got) != 2 || got[0] != 1000 || got[1] != 3 {
		t.Errorf("GroupStrides(warpgroup) = %v, want [1000 3]", got)
	}
	m = mustParse(t, "kernel @k(%G: global f32[4,2,3,1]) grid(4) block(2) {\n}\n")
	if got := GroupStrides(m.Kernels[0].Params[0], Grid); len(got) != 2 || got[0] != 6 || got[1] != 3 {
		t.Errorf("GroupStrides(grid) = %v, want [6 3]", got)
	}
	if got := GroupStrides(w, Thread); got != nil {
		t.Errorf("GroupStrides(thread) = %v, want none", got)
	}
}

// TestExpandStops: the iterator honours an early break.
func TestExpandStops(t *testing.T) {
	m := mustParse(t, "kernel @k() grid(1) block(1) {\n%a = alloc.local f32[100,1]\n%a = mov f32 1.0\n}\n")
	n := 0
	for range Expand(opAt(m, 1)) {
		n++
		if n == 3 {
			break
		}
	}
	if n != 3 {
		t.Fatalf("n = %d", n)
	}
	if Count(opAt(m, 0)) != 0 {
		t.Error("alloc.local expands to instructions")
	}
}

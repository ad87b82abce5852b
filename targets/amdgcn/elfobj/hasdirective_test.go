package elfobj

import (
	"bytes"
	"testing"
)

// hasDirectiveRef is hasDirective written line by line: a line whose first
// non-blank character is '.' followed by a name that no ':' ends.
func hasDirectiveRef(src []byte) bool {
	for _, l := range bytes.Split(src, []byte("\n")) {
		l = bytes.TrimLeft(l, " \t")
		if len(l) < 2 || l[0] != '.' {
			continue
		}
		i := 1
		for i < len(l) && (l[i] == '_' || l[i] == '.' || l[i] == '$' || l[i] >= '0' && l[i] <= '9' || l[i] >= 'a' && l[i] <= 'z' || l[i] >= 'A' && l[i] <= 'Z') {
			i++
		}
		if i > 1 && (i == len(l) || l[i] != ':') {
			return true
		}
	}
	return false
}

func FuzzHasDirective(f *testing.F) {
	for _, s := range []string{"", ".", ".text", "  .globl a\n", ".Lx:\n", "v_max_f32 v1, 4.0, v2\n", "a:\n\t.p2align 8",
		"\n .", "x .y\n", ".L1:\n.L2 :\n", "\t\t.size a, .Lend-a\n", "s_nop 0\n.\n"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		if got, want := hasDirective(src), hasDirectiveRef(src); got != want {
			t.Fatalf("hasDirective(%q) = %v, want %v", src, got, want)
		}
	})
}

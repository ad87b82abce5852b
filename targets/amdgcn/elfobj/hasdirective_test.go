package elfobj

import (
	"bytes"
	"testing"
)

// hasDirectiveRef is scanListing's directive answer written line by line: a
// line (ended by LF or CR, as the assembler reads lines) whose first
// non-blank character is '.' followed by a name that no ':' ends.
func hasDirectiveRef(src []byte) bool {
	for _, l := range bytes.FieldsFunc(src, func(r rune) bool { return r == '\n' || r == '\r' }) {
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
		"\n .", "x .y\n", ".L1:\n.L2 :\n", "\t\t.size a, .Lend-a\n", "s_nop 0\n.\n", "s_nop 0\r.globl a\r", "s_nop 0\r\n .text"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		checkScanListing(t, src)
	})
}

// checkScanListing: scanListing's one pass gives IsKernelFile's two
// bytes.Contains and hasDirectiveRef's answer.
func checkScanListing(t *testing.T, src []byte) {
	kernel, directive := scanListing(src)
	wantKernel := bytes.Contains(src, []byte(".amdhsa_kernel")) || bytes.Contains(src, []byte(".amdgcn_target"))
	if kernel != wantKernel || directive != hasDirectiveRef(src) {
		t.Fatalf("scanListing(%q) = %v, %v, want %v, %v", src, kernel, directive, wantKernel, hasDirectiveRef(src))
	}
}

// TestScanListing: the names at the start, the end, cut short, after other
// dots, on a directive line and inside one, with and without directives.
func TestScanListing(t *testing.T) {
	for _, s := range []string{"", ".", ".amdhsa_kernel", ".amdhsa_kerne", "x.amdgcn_target", "..amdgcn_target\n", ".amdgcn_targe",
		"v_add_f32 v1, 1.0, v2 ; .amdhsa_kernel k\n", "\t.amdgcn_target \"amdgcn--amdhsa--gfx942\"\n", ".text\n.amdhsa_kernel k\n",
		"s_nop 0\n.L1:\n", "a 0.5\n.amdhsa_kernel", ".amdhsa_kernel.amdgcn_target", "..", " .x\n.amdhsa_kernel_x"} {
		checkScanListing(t, []byte(s))
	}
}

func FuzzScanListing(f *testing.F) {
	for _, s := range []string{"", ".amdhsa_kernel k\n", "v 1.0\n .amdgcn_target x", ".L:\n.amdgcn_target", "s_nop 0\n.\n"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) { checkScanListing(t, src) })
}

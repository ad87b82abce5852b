package ir

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// tileFiles lists every .tile file under the repository's testdata folders.
func tileFiles(t testing.TB) []string {
	var files []string
	err := filepath.WalkDir("..", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == ".git" || strings.HasPrefix(d.Name(), "_")) {
			return filepath.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(p, ".tile") && strings.Contains(filepath.ToSlash(p), "testdata/") {
			files = append(files, p)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no .tile files under testdata")
	}
	return files
}

// TestRoundTrip: every .tile file that parses is in canonical form already
// (fmt leaves it byte for byte), parse(print(m)) equals m, and printing is
// idempotent; every comment survives.
func TestRoundTrip(t *testing.T) {
	for _, file := range tileFiles(t) {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		m, err := Parse(file, src)
		if err != nil {
			continue // files of syntax errors are the verifier tests' business
		}
		out := Format(m)
		if !bytes.Equal(out, src) {
			t.Errorf("%s is not in canonical form; fmt gives:\n%s", file, out)
		}
		m2, err := Parse(file, out)
		if err != nil {
			t.Errorf("%s: printed form does not parse: %v", file, err)
			continue
		}
		if !Equal(m, m2) {
			t.Errorf("%s: parse(print(m)) != m", file)
		}
		if out2 := Format(m2); !bytes.Equal(out, out2) {
			t.Errorf("%s: fmt is not idempotent", file)
		}
		if a, b := bytes.Count(src, []byte("//")), bytes.Count(out, []byte("//")); a != b {
			t.Errorf("%s: %d comments in, %d out", file, a, b)
		}
	}
}

func TestFormatCanonicalizes(t *testing.T) {
	src := "// doc\nkernel   @k( %A :global f32[ 4,1 ],%p:pred )grid(1,1,1)block(32,1) {  // head\n" +
		"%a=alloc.local f32[4,1]\n\n\n" +
		"  // about the load\n  %a = load %A{pred=!%p,preserve_dst}\n" +
		"  %a = max %a,f32 -0.0 , f32 1.50 {ftz,nan=propagate, nsz}  //   trailing   \n" +
		"  %a = min %a, f32 0x7FC00000, f32 nan\n  %a = max %a, f32 1e-46\n" +
		"  // end\n}  // after\n// tail\n"
	want := "// doc\nkernel @k(%A: global f32[4,1], %p: pred) grid(1) block(32) {  // head\n" +
		"  %a = alloc.local f32[4,1]\n\n" +
		"  // about the load\n  %a = load %A {pred = !%p, preserve_dst}\n" +
		"  %a = max %a, f32 -0.0, f32 1.5 {nan = propagate, nsz, ftz}  //   trailing\n" +
		"  %a = min %a, f32 0x7fc00000, f32 0x7fc00000\n  %a = max %a, f32 0.0\n" +
		"  // end\n}  // after\n\n// tail\n"
	m, err := Parse("x.tile", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if got := string(Format(m)); got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
}

// TestSyntaxErrors: every error carries file:line:col and says what was
// expected; several errors in one file are all reported, sorted.
func TestSyntaxErrors(t *testing.T) {
	tests := []struct {
		src  string
		want string // all errors, one per line
	}{
		{"kernel k() grid(1) block(1) {}\n", `f.tile:1:8: error: expected the kernel's name (@name), found "k"`},
		{"kernel @k() grid(0) block(1) {}\n", "f.tile:1:18: error: grid dimension 0 out of range [1, 1073741824]"},
		{"kernel @k() grid(1,1,1,1) block(1) {}\n", "f.tile:1:13: error: grid has 4 dimensions; at most 3 (x, y, z)"},
		{"kernel @k(%A: global f33[4]) grid(1) block(1) {}\n", `f.tile:1:22: error: unknown element type "f33" (did you mean "f32"?) (want one of f16, bf16, f32, f64, s16, u16, s32, u32, s64, u64, f16x2, bf16x2, f32x2, s16x2, u16x2, b16, b32, b64, pred)`},
		{"kernel @k(%A: global f32[4], %A: global f32[4]) grid(1) block(1) {}\n", "f.tile:1:30: error: %A redeclared (first declared at f.tile:1:11)"},
		{"kernel @k() grid(1) block(1) {\n  %a = max %b, %c\n}\n", "f.tile:2:3: error: undefined tensor %a (declare it as a parameter or with alloc.local)"},
		{"kernel @k() grid(1) block(1) {\n  %a = alloc.local f32[1]\n  %a = max %a\n}\n", "f.tile:3:8: error: max takes two or three inputs, not 1"},
		{"kernel @k() grid(1) block(1) {\n  %a = alloc.local f32[1]\n  %a = max %a, f32 1.0.0\n}\n", `f.tile:3:20: error: malformed f32 literal "1.0.0" (want a decimal such as 1.5e3, inf, nan or hex bits)`},
		{"kernel @k() grid(1) block(1) {\n  %a = alloc.local f32[1]\n  %a = max %a, f32 0x1ffffffff\n}\n", "f.tile:3:20: error: hex literal 0x1ffffffff does not fit in 32 bits of f32"},
		{"kernel @k() grid(1) block(1) {\n  %a = alloc.local s16[1]\n  %a = max %a, s16 40000\n}\n", `f.tile:3:20: error: s16 literal "40000" is not a decimal integer in [-32768, 32767]`},
		{"kernel @k() grid(1) block(1) {\n  %a = alloc.local f16x2[1]\n  %a = max %a, f16x2 1.0\n}\n", "f.tile:3:22: error: a f16x2 literal must be written as hex bits (0x00000000)"},
		{"kernel @k() grid(1) block(1) {\n  %a = alloc.local f32[1]\n  %a = max %a, %a {nan = maybe}\n}\n", `f.tile:3:26: error: unknown NaN policy "maybe" (want number, propagate, ieee2008 or nnan)`},
		{"kernel @k() grid(1) block(1) {\n  %a = alloc.local f32[1]\n  %a = mov %a {nsz}\n}\n", "f.tile:3:16: error: attribute nsz is not allowed on mov (only on min and max)"},
		{"kernel @k() grid(1) block(1) {\n  %a = alloc.local f32[1]\n  %a = mov %a {scope = warp, scope = cta}\n}\n", "f.tile:3:30: error: attribute scope given twice"},
		{"kernel @k() grid(1) block(1) {\n  %a = alloc.local f32[1]\n  %a = apply ptx max.f32 %a, %a\n}\n", `f.tile:3:18: error: expected the ptx opcode as a string ("max.f32"), found "max.f32"`},
		{"kernel @k() grid(1) block(1) {\n  %a = alloc.local f32[1] %a = mov %a\n}\n", "f.tile:2:27: error: unexpected %a after the statement; one statement per line"},
		{"kernel @k() grid(1) block(1) {\n  %a = alloc.local f32[1]\n", `f.tile:3:1: error: kernel @k is not closed: expected "}"`},
		{"kernel @k() grid(1) block(1) {\n  %a = alloc.local f32[1]\n  %a = apply ptx \"max.f32\n}\n", "f.tile:3:18: error: string not terminated"},
		{"kernel @k() grid(1) block(1) {\n  %a = frob %a\n  %b = max %a, %a\n  %a = alloc.local f32[1] $\n}\n",
			"f.tile:2:8: error: unknown op \"frob\" (want alloc.local, load, mov, min, max or apply; store is written \"store %Out, %a\")\n" +
				"f.tile:3:3: error: undefined tensor %b (declare it as a parameter or with alloc.local)\n" +
				"f.tile:4:27: error: unexpected character \"$\""},
		{"kernel @k() grid(1) block(1) {}\nkernel @j() grid(1) block(1) { x }\nkernel @i(%X: pred, %Y: global f32[1] layout) grid(1) block(1) {}\n",
			"f.tile:2:32: error: expected a statement (\"%a = ...\" or \"store ...\"), found \"x\"\n" +
				"f.tile:3:45: error: expected \"[\" to open the stride list, found \")\""},
		{"kernel @k() grid(1) block(1) {\n  %a = alloc.local f32[1]\n  %a = apply ptx \"max\x15\" %a, %a\n  %a = apply ptx \"max\\x15\" %a, %a\n}\n",
			"f.tile:3:22: error: an opcode string holds printable ASCII only, without a backslash; found control byte 0x15\n" +
				"f.tile:4:22: error: an opcode string holds printable ASCII only, without a backslash; found character \"\\\\\""},
		{"kernel @k\u00e9() grid(1) block(1) {}\nkernel @j() grid(1) block(1) {} \xff\n",
			"f.tile:1:10: error: unexpected character 'é' (U+00E9); outside comments a .tile file is ASCII\n" +
				"f.tile:2:33: error: unexpected byte 0xff (not UTF-8); outside comments a .tile file is ASCII"},
	}
	for _, tt := range tests {
		_, err := Parse("f.tile", []byte(tt.src))
		var el ErrorList
		if !assert.ErrorAs(t, err, &el, "Parse(%q)", tt.src) {
			continue
		}
		assert.Equal(t, tt.want, strings.TrimSpace(el.String()), "Parse(%q)", tt.src)
	}
}

// TestCommentsEverywhere: a comment anywhere in a kernel's header, a
// statement or its attributes survives fmt (moved before the kernel or the
// statement), CRLF line ends, tabs, a byte order mark and a missing final
// newline are accepted, and the result is canonical.
func TestCommentsEverywhere(t *testing.T) {
	src := "\uFEFFkernel // c1\r\n@k( // c2\r\n\t%A: global f32[4,1], // c3\r\n\t%p: pred // c4\r\n) grid(1) // c5\r\nblock(1) { // c6\r\n" +
		"\t%a = alloc.local f32[4,1] // c7\r\n\t%a = max %a, // c8\r\n\t\t%a {nsz, // c9\r\n\t\tpred = %p} // c10\r\n} // c11"
	want := "// c1\n// c2\n// c3\n// c4\n// c5\nkernel @k(%A: global f32[4,1], %p: pred) grid(1) block(1) {  // c6\n" +
		"  %a = alloc.local f32[4,1]  // c7\n  // c8\n  // c9\n  %a = max %a, %a {nsz, pred = %p}  // c10\n}  // c11\n"
	m, err := Parse("c.tile", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if got := string(Format(m)); got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
}

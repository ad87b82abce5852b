package semantics

import (
	"bufio"
	"bytes"
	"fmt"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/lowerc/lowerc/internal/oracle"
)

// TestGlibcOracle builds testdata/glibc_minmax.c with gcc (-O0 -fno-builtin,
// so the library functions run, not GCC's folding) and checks the
// glibc-x86_64:* models against it on the grid and on random pairs.
func TestGlibcOracle(t *testing.T) {
	glibcOracle(t, "testdata/glibc_minmax.c", []string{"fmax", "fmin", "fmaximum", "fminimum", "fmaximum_num", "fminimum_num"})
}

// TestGlibcMagOracle is TestGlibcOracle for the magnitude functions
// (testdata/glibc_mag.c), all six in glibc 2.36.
func TestGlibcMagOracle(t *testing.T) {
	glibcOracle(t, "testdata/glibc_mag.c", []string{"fmaxmag", "fminmag", "fmaximum_mag", "fminimum_mag", "fmaximum_mag_num", "fminimum_mag_num"})
}

func glibcOracle(t *testing.T, src string, names []string) {
	if runtime.GOARCH != "amd64" || runtime.GOOS != "linux" {
		t.Skipf("glibc-x86_64 models need linux/amd64, this is %s/%s", runtime.GOOS, runtime.GOARCH)
	}
	gcc := oracle.Require(t, oracle.GCC)
	bin := filepath.Join(t.TempDir(), "glibc_minmax")
	if _, err := oracle.Run(gcc, nil, "-O0", "-fno-builtin", "-o", bin, src, "-lm"); err != nil {
		t.Fatal(err)
	}
	n := 100_000
	if testing.Short() {
		n = 5_000
	}
	for _, typ := range []Type{F32, F64} {
		ins := oracleInputs(typ, n, 2)
		var stdin bytes.Buffer
		for _, in := range ins {
			fmt.Fprintf(&stdin, "%x %x\n", in[0], in[1])
		}
		arg := "f"
		if typ == F64 {
			arg = "d"
		}
		out, err := oracle.Run(bin, stdin.Bytes(), arg)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(bytes.NewReader(out))
		bad := map[string]int{}
		i := 0
		for ; sc.Scan(); i++ {
			fs := strings.Fields(sc.Text())
			if len(fs) != len(names) || i >= len(ins) {
				t.Fatalf("bad oracle line %d: %q", i, sc.Text())
			}
			for k, nm := range names {
				want, err := strconv.ParseUint(fs[k], 16, 64)
				if err != nil {
					t.Fatal(err)
				}
				m := MustLookup("glibc-x86_64:" + nm)
				got, _ := m.Eval(typ, ins[i][0], ins[i][1], 0)
				if !got.IsExact() || got.Bits() != want {
					if bad[nm]++; bad[nm] <= 3 {
						t.Errorf("glibc-x86_64:%s %s(%s, %s) = %s, glibc gives %s", nm, typ,
							FormatBits(typ, ins[i][0]), FormatBits(typ, ins[i][1]), got.String(typ), FormatBits(typ, want))
					}
				}
			}
		}
		if i != len(ins) {
			t.Fatalf("oracle printed %d lines for %d inputs", i, len(ins))
		}
		t.Logf("%s: %d inputs × %d functions against glibc, differences %v", typ, len(ins), len(names), bad)
	}
}

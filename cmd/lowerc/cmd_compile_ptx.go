package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/lowerc/lowerc/internal/diag"
	"github.com/lowerc/lowerc/targets/ptx"
)

func init() {
	registerCompileTarget(&compileTarget{
		name:  "ptx",
		short: "NVIDIA PTX (ptxas input) for -arch sm_70 … sm_120",
		flags: func(fs *flag.FlagSet) func() (Backend, error) {
			arch := fs.String("arch", "sm_90", "ptx: the target ("+strings.Join(archNames(), ", ")+")")
			mcpu := fs.String("mcpu", "", "ptx: the target, as llc -mcpu spells it (the same as -arch)")
			version := fs.String("ptx", "", "ptx: the PTX ISA version (default: the least the target needs; forms that need a newer one are not chosen)")
			return func() (Backend, error) {
				a := *arch
				if *mcpu != "" {
					if archSet(fs) && *arch != *mcpu {
						return nil, fmt.Errorf("-arch %s and -mcpu %s disagree (they are the same flag)", *arch, *mcpu)
					}
					a = *mcpu
				}
				if _, err := ptx.LookupArch(a); err != nil {
					return nil, fmt.Errorf("%v%s", err, diag.DidYouMean(a, archNames()))
				}
				return ptx.New(a, *version)
			}
		},
	})
	registerDemo(20, "PTX for the seed example: sm_90 and sm_100 with PTX ISA 8.8", demoPTX)
}

func archNames() []string {
	var ns []string
	for _, a := range ptx.Archs() {
		ns = append(ns, a.Name)
	}
	return ns
}

// archSet reports whether -arch was given.
func archSet(fs *flag.FlagSet) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == "arch" })
	return set
}

// demoPTX lowers the seed example for sm_90 (eight binary max.f32) and
// sm_100 with PTX ISA 8.8 (four three-input max.f32; sm_100's default
// .version, 8.6, lacks that form), and shows the sm_90 rejection of a
// three-input max.f32 atom.
func demoPTX(w io.Writer) error {
	for _, v := range [][2]string{{"sm_90", ""}, {"sm_100", "8.8"}} {
		arch := v[0]
		m, err := demoModule()
		if err != nil {
			return err
		}
		b, err := ptx.New(arch, v[1])
		if err != nil {
			return err
		}
		res, err := b.Lower(m)
		if err != nil {
			return err
		}
		fmt.Fprintf(w, "-- %s: %s --\n", arch, b.Name())
		for _, c := range res.Choices {
			fmt.Fprintf(w, "%s: %s → model %s, %s (×%d)\n", c.Pos, c.Op, c.Model, c.How, c.Count)
		}
		fmt.Fprintf(w, "max.f32 instructions: %d (%d with two inputs, %d with three)\n\n", ptx.Count(res.PTX, "max.f32"),
			ptx.CountInputs(res.PTX, "max.f32", 2), ptx.CountInputs(res.PTX, "max.f32", 3))
		w.Write(res.PTX)
		fmt.Fprintln(w)
	}
	b, err := ptx.New("sm_90", "")
	if err != nil {
		return err
	}
	src := "kernel @atom(%A: global f32[4,1]) grid(1) block(1) {\n  %a = alloc.local f32[4,1]\n  %a = load %A\n  %a = apply ptx \"max.f32\" %a, %a, f32 0.0\n  store %A, %a\n}\n"
	fmt.Fprintf(w, "-- sm_90: a three-input atom --\n%s", src)
	var errs bytes.Buffer
	if _, ok := parseAndVerify("atom.tile", []byte(src), b, &errs); ok {
		return fmt.Errorf("sm_90 accepted a three-input max.f32 atom")
	}
	_, err = w.Write(errs.Bytes())
	return err
}

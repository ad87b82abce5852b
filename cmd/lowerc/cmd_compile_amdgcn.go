package main

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/lowerc/lowerc/targets/amdgcn"
	"github.com/lowerc/lowerc/targets/amdgcn/lower"
)

// ieeeFlag is -ieee=1|0 (also true/false).
type ieeeFlag struct{ v bool }

func (f *ieeeFlag) String() string {
	if f == nil || f.v {
		return "1"
	}
	return "0"
}

func (f *ieeeFlag) Set(s string) error {
	switch s {
	case "1", "true":
		f.v = true
	case "0", "false":
		f.v = false
	default:
		return fmt.Errorf("want 1 or 0")
	}
	return nil
}

func amdgcnFlags(fs *flag.FlagSet) func() (Backend, error) {
	mcpu := fs.String("mcpu", "gfx942", "AMD GPU generation: "+strings.Join(amdgcn.GenerationNames(), ", "))
	ieee := &ieeeFlag{v: true}
	fs.Var(ieee, "ieee", "MODE.IEEE of the kernel, 1 or 0 (GFX9–GFX11; GFX12 has no such bit)")
	emit := fs.String("emit", "asm", "output: asm (llvm-mc assembly with the kernel descriptor) or hex (code bytes)")
	mattr := fs.String("mattr", "", "target features, as llvm-mc -mattr: +wavefrontsize64 (wave64 on GFX10+)")
	filetype := fileTypeFlag(fs)
	return func() (Backend, error) {
		g, err := parseGeneration(*mcpu)
		if err != nil {
			return nil, fmt.Errorf("-mcpu: %v", err)
		}
		if g, err = g.WithMAttr(*mattr); err != nil {
			return nil, err
		}
		b, err := lower.New(lower.Options{Gen: g, IEEE: ieee.v, Emit: *emit})
		if err != nil || *filetype != fileTypeObj {
			return b, err
		}
		if *emit != lower.EmitAsm {
			return nil, fmt.Errorf("-filetype=obj assembles the -emit=asm output; -emit=%s has no object", *emit)
		}
		return objBackend{b, g}, nil
	}
}

func init() {
	registerCompileTarget(&compileTarget{
		name:  "amdgcn",
		short: "AMD GPU assembly (llvm-mc syntax, HSA code object v5) for CDNA1–4 and RDNA1–4",
		flags: amdgcnFlags,
	})
	registerDemo(30, "AMD GPUs: the seed example on gfx942, gfx1100 and gfx1200", demoAMDGCN)
}

// demoAMDGCN lowers the bundled example for three generations: the whole
// kernel with its bytes on gfx942, the min/max part on the others, and the
// semantics models each selection follows.
func demoAMDGCN(w io.Writer) error {
	m, err := demoModule()
	if err != nil {
		return err
	}
	for i, name := range []string{"gfx942", "gfx1100", "gfx1200"} {
		g, err := amdgcn.ParseGeneration(name)
		if err != nil {
			return err
		}
		b, err := lower.New(lower.Options{Gen: g, IEEE: true})
		if err != nil {
			return err
		}
		p, err := b.Lower(m)
		if err != nil {
			return err
		}
		if i > 0 {
			fmt.Fprintln(w)
		}
		fmt.Fprintf(w, "-- %s (%s, wave%d) --\n", g.Name, g.Arch, g.WaveSize)
		for _, k := range p.Kernels {
			code, encErr := k.Encode(g)
			n, show := 0, i == 0
			for _, l := range k.Lines {
				if !l.IsInst() {
					// On the other generations show only the min/max ops.
					show = i == 0 || strings.Contains(l.Comment, "amdgcn:")
					if show {
						fmt.Fprintf(w, "  ; %s\n", l.Comment)
					}
					continue
				}
				if show {
					if encErr == nil {
						fmt.Fprintf(w, "  %-44s ; %s\n", l.Text(), amdgcn.AppendByteList(nil, code[n]))
					} else {
						fmt.Fprintf(w, "  %s\n", l.Text())
					}
				}
				n++
			}
			if encErr != nil {
				fmt.Fprintf(w, "  (no bytes: %v)\n", encErr)
			}
			mode := ".amdhsa_ieee_mode 1, .amdhsa_dx10_clamp 1"
			if g.Family == amdgcn.GFX12 {
				mode = "no IEEE or DX10_CLAMP bit on GFX12"
			}
			fmt.Fprintf(w, "  kernel %s: %d instructions, %d VGPRs, %d SGPRs; descriptor: %s\n", k.Name, n, k.NextFreeVGPR, k.NextFreeSGPR, mode)
		}
	}
	fmt.Fprintf(w, "\n(lowerc compile -target amdgcn -mcpu GFX FILE.tile writes the kernel with its descriptor; %s assembles it)\n",
		strings.Replace(lower.MCCommand(amdgcn.Gen(amdgcn.GFX942)), "gfx942", "GFX", 1))
	return nil
}

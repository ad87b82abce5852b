; gfx1100
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 6
	.text
	.globl	zeta
	.p2align	8
	.type	zeta,@function
zeta:
0:
	s_nop 0
1:
0:
loop:
	s_endpgm
.Lfunc_end0:
	.size	zeta, .Lfunc_end0-zeta
	.globl	alpha
	.p2align	8
	.type	alpha,@function
alpha:
0:
	s_endpgm
7:
.Lfunc_end1:
	.size	alpha, .Lfunc_end1-alpha
	.rodata
	.p2align	6
	.amdhsa_kernel zeta
		.amdhsa_next_free_vgpr 3
		.amdhsa_next_free_sgpr 1
	.end_amdhsa_kernel
	.amdhsa_kernel alpha
		.amdhsa_next_free_vgpr 30
		.amdhsa_next_free_sgpr 100
	.end_amdhsa_kernel
	.amdgpu_metadata
---
amdhsa.kernels:
  - .name: zeta
    .symbol: zeta.kd
    .kernarg_segment_size: 0
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .kernarg_segment_align: 4
    .wavefront_size: 32
    .sgpr_count: 1
    .vgpr_count: 3
    .max_flat_workgroup_size: 256
    x.float: 1.5
    x.neg: -3
    x.big: 300
    x.bool: true
    x.q: "12"
    x.hex: 0x10
    x.long: this is a string that is longer than thirty-two characters
    x.null: ~
  - .name: alpha
    .symbol: alpha.kd
    .kernarg_segment_size: 0
    .group_segment_fixed_size: 0
    .private_segment_fixed_size: 0
    .kernarg_segment_align: 4
    .wavefront_size: 32
    .sgpr_count: 1
    .vgpr_count: 3
    .max_flat_workgroup_size: 256
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata

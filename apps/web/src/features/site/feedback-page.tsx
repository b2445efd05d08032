import { Alert, Anchor, Button, Container, Grid, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FEEDBACK_SENT_MESSAGE, feedbackContract, feedbackSchema, type Feedback } from '@rally/domain';
import { IconAlertCircle, IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useApiMutation } from '../../lib/use-api-mutation';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { applyServerErrors, TextAreaField, TextInputField, zodFormResolver } from '../../components';
import { ApiError } from '../../lib/api';
import { call } from '../../lib/endpoint';
import { useCurrentPlayer } from '../../lib/session';
import { usePageTitle } from '../../lib/page-title';

type Field = keyof Feedback;

// Whether a field is required comes from the shared schema: it is if an empty value fails.
const isRequired = (field: Field) => !feedbackSchema.shape[field].safeParse('').success;

const empty: Feedback = { name: '', email: '', subject: '', message: '' };

/** Contact Us (spec 1 §2 /feedback): POST /api/feedback/, validated by the shared feedbackSchema. */
export default function FeedbackPage() {
  usePageTitle('Contact us');
  const [sent, setSent] = useState(false);
  const player = useCurrentPlayer().data;
  const form = useForm<Feedback>({
    mode: 'controlled',
    initialValues: empty,
    validate: zodFormResolver(feedbackSchema),
    validateInputOnBlur: true,
  });

  // A logged-in player need not type their name and address again.
  const { setFieldValue } = form;
  const playerName = player?.full_name ?? '';
  const playerEmail = player?.contact_set.find((c) => c.kind === 'E')?.value ?? '';
  useEffect(() => {
    if (playerName) setFieldValue('name', (v) => v || playerName);
    if (playerEmail) setFieldValue('email', (v) => v || playerEmail);
  }, [playerName, playerEmail, setFieldValue]);

  const send = useApiMutation({
    invalidates: [],
    mutationFn: (values: Feedback) => call(feedbackContract.send, { body: values }),
    onSuccess: (answer) => {
      toast.success(answer?.detail || FEEDBACK_SENT_MESSAGE);
      form.reset();
      setSent(true);
    },
    // Field errors go under their fields; the reason is shown above the form as well.
    onError: (error) => applyServerErrors(form, error),
  });

  const errorText =
    send.error instanceof ApiError
      ? send.error.message
      : send.error
        ? 'We couldn’t send your message. Check your connection and try again.'
        : '';

  return (
    <>
      <Container size="lg" pt={{ base: 40, md: 64 }}>
        <Grid gap={{ base: 32, md: 64 }}>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">
              <Title order={1} fz={{ base: 32, sm: 42 }}>
                Contact us
              </Title>
              <Text fz="lg" c="gray.8">
                Thinking about Rally for your club, stuck on something, or just curious? Send us a message and a real
                person on the Rally team will reply by email.
              </Text>
              <Text fw={700} mt="sm">
                It helps to tell us
              </Text>
              <List spacing={6} c="gray.8">
                <List.Item>the name of your club and where it is;</List.Item>
                <List.Item>roughly how many courts and members you have;</List.Item>
                <List.Item>what you use today, and what you’d like to change.</List.Item>
              </List>
              <Text c="gray.8">
                Quick answers to common questions are in our{' '}
                <Anchor component={Link} to="/faq" underline="always">
                  FAQ
                </Anchor>
                . For anything about your personal information, use the subject “Privacy” — see our{' '}
                <Anchor component={Link} to="/privacy" underline="always">
                  privacy policy
                </Anchor>
                .
              </Text>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Paper withBorder radius="md" p={{ base: 'lg', sm: 32 }} shadow="sm">
              {sent ? (
                <Stack align="flex-start" gap="md" role="status">
                  <ThemeIcon size={48} radius="xl" variant="light" color="court" aria-hidden>
                    <IconCircleCheck size={28} />
                  </ThemeIcon>
                  <Title order={2} fz="h3">
                    Message sent
                  </Title>
                  <Text c="gray.8">{FEEDBACK_SENT_MESSAGE} We’ll reply to the email address you gave us.</Text>
                  <Button variant="default" onClick={() => setSent(false)}>
                    Send another message
                  </Button>
                </Stack>
              ) : (
                <form
                  noValidate
                  onSubmit={form.onSubmit((values) => send.mutate(feedbackSchema.parse(values)))}
                  aria-labelledby="feedback-form-title"
                >
                  <Stack gap="md">
                    <Title order={2} fz="h3" id="feedback-form-title">
                      Send us a message
                    </Title>
                    {errorText && (
                      <Alert
                        color="red"
                        icon={<IconAlertCircle size={20} aria-hidden />}
                        title="Your message wasn’t sent"
                        role="alert"
                      >
                        {errorText}
                      </Alert>
                    )}
                    <TextInputField
                      label="Name"
                      required={isRequired('name')}
                      autoComplete="name"
                      {...form.getInputProps('name')}
                    />
                    <TextInputField
                      label="Email"
                      type="email"
                      required={isRequired('email')}
                      autoComplete="email"
                      {...form.getInputProps('email')}
                    />
                    <TextInputField
                      label="Subject"
                      required={isRequired('subject')}
                      placeholder="e.g. Moving our club to Rally"
                      {...form.getInputProps('subject')}
                    />
                    <TextAreaField
                      label="Message"
                      required={isRequired('message')}
                      minRows={6}
                      maxRows={14}
                      {...form.getInputProps('message')}
                    />
                    <Button
                      type="submit"
                      size="md"
                      loading={send.isPending}
                      leftSection={<IconSend size={18} aria-hidden />}
                      style={{ alignSelf: 'flex-start' }}
                    >
                      Send message
                    </Button>
                  </Stack>
                </form>
              )}
            </Paper>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
